/**
 * Spec §7 lists GET /api/get-ip; the gateway never calls it, and this is why. The web app never
 * talks to the upstream: every call goes through the gateway, which sees the visitor's own
 * request and takes the address from it (req.ip, honouring TRUST_PROXY), then sends it on each
 * upstream call — in the payloads that carry one (sign-in's user activity, sign-up's
 * client_ip_address and true_client_ip) and as X-Forwarded-For. Asked by the gateway, get-ip
 * could only answer with that same forwarded address (a round trip that adds nothing) or, without
 * it, the gateway's own address. These tests pin that down through the real gateway and upstream.
 */
import type { RunningGateway } from "@travel/gateway";
import type { RunningUpstream } from "@travel/upstream";
import { graphqlAt, startTestGateway, startTestUpstream } from "../support/stack";

let upstream: RunningUpstream;
let gateway: RunningGateway;

beforeAll(async () => {
  upstream = await startTestUpstream("client-ip");
  // behind a proxy: the visitor's address is the X-Forwarded-For one
  gateway = await startTestGateway(upstream.url, { TRUST_PROXY: "true" });
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
});

const graphql = graphqlAt(() => gateway.url);
const VISITOR = "203.0.113.77";
const SIGN_IN = `mutation ($input: SignInInput!) {
  signIn(input: $input) { viewer { email } errors { code } } }`;

/** The addresses the upstream recorded for sign-ins, once the activity call (fire-and-forget) landed. */
async function loginAddresses(): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const rows = await upstream.db.query<{ ip: string }>(
      "SELECT ip FROM activity WHERE action = 'login' ORDER BY id",
    );
    if (rows.length > 0 || Date.now() > deadline) return rows.map((r) => r.ip);
    await new Promise((resolve) => setTimeout(resolve, 25)); // poll until the call lands
  }
}

describe("the visitor's address without /api/get-ip", () => {
  it("reaches the upstream from the gateway's own view of the request", async () => {
    const { body } = await graphql<{ signIn: { viewer: { email: string } | null } }>(
      SIGN_IN,
      { input: { email: "traveller@example.com", password: "Traveller#1" } },
      { "x-forwarded-for": VISITOR },
    );
    expect(body.data.signIn.viewer?.email).toBe("traveller@example.com");
    expect(await loginAddresses()).toEqual([VISITOR]);
  });

  it("is what get-ip would answer the gateway: the forwarded address, else the gateway's own", async () => {
    const getIp = async (headers: Record<string, string> = {}) =>
      ((await (await fetch(`${upstream.url}/api/get-ip`, { headers })).json()) as { ip: string })
        .ip;
    // with the header the gateway sends on every call: the address it already had
    expect(await getIp({ "x-forwarded-for": VISITOR })).toBe(VISITOR);
    // without it: the caller's socket, i.e. the gateway's host, never the visitor
    expect(await getIp()).toBe("127.0.0.1");
  });
});

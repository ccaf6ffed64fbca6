/**
 * An upstream blip must not sign anyone out. With the login-check call failing (503s, resets)
 * or hanging, a signed-in visitor gets a retryable UPSTREAM_UNAVAILABLE error on `viewer`, the
 * agent fields and booking, never "signed out", UNAUTHENTICATED or SIGN_IN_REQUIRED, and keeps
 * the session cookie; once the upstream answers again the same session works. A login check that
 * answers "not signed in" still signs out (spec §4).
 */
import type { RunningGateway } from "@travel/gateway";
import type { RunningUpstream } from "@travel/upstream";
import { startFaultServer, PASS, type Fault, type FaultServer } from "../support/fault-server";
import { graphqlAt, startTestGateway, startTestUpstream } from "../support/stack";

let upstream: RunningUpstream;
let proxy: FaultServer;
let gateway: RunningGateway;
let agentCookie: string;
const graphql = graphqlAt(() => gateway.url);
const TIMEOUT_MS = 500;

function failLoginCheck(fault: Fault) {
  proxy.setPlan((r) => (r.path === "/api/auth/checkLogin" ? fault : PASS));
}

beforeAll(async () => {
  upstream = await startTestUpstream("login-outage");
  proxy = await startFaultServer({ target: upstream.url });
  gateway = await startTestGateway(proxy.url, {
    UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
    // the failures open the /api/auth breaker; let it try again soon once the upstream heals
    UPSTREAM_BREAKER_HALF_OPEN_MS: "200",
  });
  const { res, body } = await graphql<{ signIn: { errors: unknown[] } }>(
    `
      mutation ($input: SignInInput!) {
        signIn(input: $input) {
          errors {
            code
          }
        }
      }
    `,
    { input: { email: "agent@example.com", password: "Agent#2026" } },
  );
  expect(body.data.signIn.errors).toEqual([]);
  agentCookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("session="))!;
  expect(agentCookie).toBeDefined();
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await proxy?.close();
  await upstream?.close();
});

/** Retries the way the web app does until the session answers again (the breaker recovers). */
async function untilSignedInAgain() {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { body } = await asAgent(QUERY);
    if (!body.errors) return body;
    expectUnavailable(body, ["agentProfile", "viewer"]);
    if (Date.now() > deadline) throw new Error("the session did not come back");
    await new Promise((r) => setTimeout(r, 50));
  }
}

afterEach(async () => {
  proxy.setPlan(() => PASS);
  await untilSignedInAgain();
});

const QUERY = `{ viewer { id userType } agentProfile { id } }`;
const BOOK = `mutation ($input: BookOfferInput!) { bookOffer(input: $input) { errors { code } } }`;

async function asAgent(query: string, variables: Record<string, unknown> = {}) {
  return graphql<Record<string, unknown>>(query, variables, { cookie: agentCookie });
}

function expectUnavailable(
  body: { errors?: { extensions?: Record<string, unknown>; path?: unknown }[] },
  paths: string[],
) {
  expect(body.errors?.map((e) => [e.path, e.extensions?.code]).sort()).toEqual(
    paths.map((p) => [[p], "UPSTREAM_UNAVAILABLE"]).sort(),
  );
  expect(JSON.stringify(body)).not.toMatch(/UNAUTHENTICATED|SIGN_IN_REQUIRED/);
}

test.each<[string, Fault]>([
  ["failing (503)", { kind: "unavailable" }],
  ["resetting", { kind: "reset" }],
  ["hanging", { kind: "hang" }],
])(
  "login check %s: a retryable error, not a sign-out; the cookie is kept",
  async (_name, fault) => {
    failLoginCheck(fault);
    const { res, body } = await asAgent(QUERY);
    // agentProfile is non-null in the schema: its error nulls the whole answer
    expect(body.data).toBeNull();
    expectUnavailable(body, ["agentProfile", "viewer"]);
    expect(res.headers.getSetCookie()).toEqual([]); // session cookie neither cleared nor replaced

    const booking = await asAgent(BOOK, {
      input: {
        requestId: "0d5f9a3e-8d0b-4c41-9d8e-3c1f7f1d2a11",
        expectedTotal: 1,
        trip: { offerId: "1", checkIn: "2030-01-10", checkOut: "2030-01-12", guests: 1 },
      },
    });
    expectUnavailable(booking.body, ["bookOffer"]);

    // the upstream heals: the same session is still signed in
    proxy.setPlan(() => PASS);
    const healed = await untilSignedInAgain();
    expect(healed.data).toEqual({
      viewer: { id: expect.any(String), userType: "AGENT" },
      agentProfile: { id: expect.any(String) },
    });
  },
);

test("a login check that answers 'not signed in' still signs out (spec §4)", async () => {
  const { res, body } = await graphql<Record<string, unknown>>(
    `
      {
        viewer {
          id
        }
      }
    `,
    {},
    { cookie: "session=not-a-valid-token" },
  );
  expect(body.errors).toBeUndefined();
  expect(body.data).toEqual({ viewer: null });
  expect(res.headers.getSetCookie().join()).toMatch(/^session=;/);
});

/**
 * Spec §2 and §3 on the real stack: a browser's sign-in sets the organisation (`org_id`) and
 * user-data cookies beside the session; with them the product menu's all-inclusive link carries
 * orgId and the traveller's first name, last name, email and phone; sign-out clears the three
 * cookies, and the signed-out visitor's link carries nobody's data.
 */
import type { RunningGateway } from "@travel/gateway";
import type { RunningUpstream } from "@travel/upstream";
import { graphqlAt, startTestGateway, startTestUpstream } from "../support/stack";

let upstream: RunningUpstream;
let gateway: RunningGateway;

beforeAll(async () => {
  upstream = await startTestUpstream("all-inclusive-link");
  gateway = await startTestGateway(upstream.url);
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
});

const graphql = graphqlAt(() => gateway.url);
const MENU = "{ productMenu { key target } }";
type Menu = { productMenu: { key: string; target: string }[] };

async function allInclusive(cookie?: string): Promise<URL> {
  const { body } = await graphql<Menu>(MENU, {}, cookie ? { cookie } : {});
  const entry = body.data?.productMenu.find((e) => e.key === "allinclusive");
  return new URL(entry?.target ?? "");
}

/** name=value pairs of Set-Cookie lines, as a Cookie header would send them back. */
const jar = (lines: string[]) =>
  lines
    .map((line) => line.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");

it("carries the signed-in traveller's details and the organisation, and loses them at sign-out", async () => {
  const signIn = `mutation ($input: SignInInput!) { signIn(input: $input) { viewer { email firstName } } }`;
  const { res } = await graphql(signIn, {
    input: { email: "traveller@example.com", password: "Traveller#1" },
  });
  const set = res.headers.getSetCookie();
  expect(set.find((c) => c.startsWith("org_id="))).toBe("org_id=1; Path=/; HttpOnly; SameSite=Lax");
  const userData = set.find((c) => c.startsWith("user_data="))!;
  expect(userData).not.toMatch(/HttpOnly/);
  const stored = JSON.parse(decodeURIComponent(userData.split(";")[0]!.slice(10))) as object;
  expect(Object.keys(stored).sort()).toEqual(["firstName", "userType"]);
  const cookies = jar(set);

  const link = await allInclusive(cookies);
  expect(`${link.origin}${link.pathname}`).toBe("https://allinclusive.example.com/");
  expect(Object.fromEntries(link.searchParams)).toEqual({
    orgId: "1",
    firstName: expect.any(String),
    lastName: expect.any(String),
    email: "traveller@example.com",
    phone: expect.stringMatching(/^\+\d+$/),
  });

  const signOut = await graphql("mutation { signOut { signedOut } }", {}, { cookie: cookies });
  const cleared = signOut.res.headers.getSetCookie();
  for (const name of ["session", "org_id", "user_data"])
    expect(cleared.find((c) => c.startsWith(`${name}=;`))).toMatch(/Expires=Thu, 01 Jan 1970/);

  expect(Object.fromEntries((await allInclusive()).searchParams)).toEqual({});
  // an org_id cookie left behind still names the organisation, and nothing else
  expect(Object.fromEntries((await allInclusive("org_id=1")).searchParams)).toEqual({ orgId: "1" });
});

// Mutation.refreshSession and the sign-in payloads' expiresAt: a Bearer caller gets the new token,
// a cookie session gets a new cookie (rememberMe kept), no or a dead session is SIGN_IN_REQUIRED.
import { http } from "msw";
import { startTestGateway, type TestGateway } from "../../testing/test-gateway";
import { accountsDb } from "../../testing/upstream-db";
import { TEST_UPSTREAM_URL } from "../../testing/upstream-handlers";
import { useUpstreamMock } from "../../testing/upstream-mock";

const upstream = useUpstreamMock();
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());
afterEach(() => gateway.clearLogs());

const HOUR = 3600_000;
const ZOE = { email: "zoe@example.com", password: "Secret1!" };
const SIGN_IN = `mutation SignIn($input: SignInInput!) {
  signIn(input: $input) { token expiresAt errors { code } }
}`;
const REFRESH = "mutation { refreshSession { token expiresAt errors { field code message } } }";

type RefreshPayload = {
  token: string | null;
  expiresAt: string | null;
  errors: { field: string | null; code: string; message: string }[];
};

async function signIn(input: Record<string, unknown>) {
  const { body, headers } = await gateway.graphql(SIGN_IN, { variables: { input } });
  const payload = body.data?.signIn as { token: string | null; expiresAt: string | null };
  const cookie = /^session=([^;]+)/.exec(headers.getSetCookie()[0] ?? "")?.[1] ?? null;
  return { ...payload, cookie };
}

async function refresh(options: Parameters<TestGateway["graphql"]>[1] = {}) {
  const { body, headers } = await gateway.graphql(REFRESH, options);
  return { payload: body.data?.refreshSession as RefreshPayload, headers, body };
}

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
/** How far ahead an ISO date-time is, in hours. */
const hoursAhead = (iso: string | null) => (Date.parse(iso ?? "") - Date.now()) / HOUR;
const refreshCalls = () => accountsDb.received.filter((r) => r.path === "/api/auth/refresh");

describe("sign-in expiresAt", () => {
  it("is 12 hours ahead, or 30 days with rememberMe, with either token delivery", async () => {
    const bearerSignIn = await signIn({ ...ZOE, tokenDelivery: "BEARER" });
    expect(hoursAhead(bearerSignIn.expiresAt)).toBeCloseTo(12, 1);
    const cookieSignIn = await signIn({ ...ZOE, rememberMe: true });
    expect(cookieSignIn.token).toBeNull();
    expect(hoursAhead(cookieSignIn.expiresAt)).toBeCloseTo(30 * 24, 1);
  });

  it("is null when sign-in failed", async () => {
    expect(await signIn({ ...ZOE, password: "Wrong1!", tokenDelivery: "BEARER" })).toMatchObject({
      token: null,
      expiresAt: null,
    });
  });
});

describe("Mutation.refreshSession", () => {
  it("gives a Bearer caller a new token and a later expiry; the old token is then UNAUTHENTICATED", async () => {
    const first = await signIn({ ...ZOE, tokenDelivery: "BEARER" });
    const { payload, headers } = await refresh(bearer(first.token!));
    expect(payload).toEqual({
      token: expect.stringMatching(/^tok-7-/),
      expiresAt: expect.any(String),
      errors: [],
    });
    expect(payload.token).not.toBe(first.token);
    expect(Date.parse(payload.expiresAt!)).toBeGreaterThanOrEqual(Date.parse(first.expiresAt!));
    expect(headers.getSetCookie()).toEqual([]);
    expect(refreshCalls()).toEqual([
      { path: "/api/auth/refresh", body: {}, authorization: `Bearer ${first.token}` },
    ]);

    const old = await gateway.graphql("{ viewer { id } }", bearer(first.token!));
    expect(old.body.errors?.[0]?.extensions).toEqual({ code: "UNAUTHENTICATED" });
    const renewed = await gateway.graphql("{ viewer { id } }", bearer(payload.token!));
    expect(renewed.body.data).toEqual({ viewer: { id: "7" } });
  });

  it("renews a cookie session with a new cookie of the same attributes, and no token in the payload", async () => {
    const first = await signIn(ZOE);
    const { payload, headers } = await refresh({ cookies: { session: first.cookie! } });
    expect(payload.token).toBeNull();
    expect(hoursAhead(payload.expiresAt)).toBeCloseTo(12, 1);
    const [cookie] = headers.getSetCookie();
    expect(cookie).toMatch(/^session=tok-7-\d+x*; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(cookie).not.toContain(first.cookie!);
  });

  it("keeps rememberMe: the renewed cookie lasts 30 days too", async () => {
    const first = await signIn({ ...ZOE, rememberMe: true });
    const { payload, headers } = await refresh({ cookies: { session: first.cookie! } });
    expect(hoursAhead(payload.expiresAt)).toBeCloseTo(30 * 24, 1);
    const [cookie] = headers.getSetCookie();
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it("is SIGN_IN_REQUIRED without a session, calling nothing upstream", async () => {
    const { payload } = await refresh();
    expect(payload).toEqual({
      token: null,
      expiresAt: null,
      errors: [
        {
          field: null,
          code: "SIGN_IN_REQUIRED",
          message: "Your session has ended. Please sign in again.",
        },
      ],
    });
    expect(upstream.calls()).toEqual({});
  });

  it("is SIGN_IN_REQUIRED for a token already renewed or revoked", async () => {
    const first = await signIn({ ...ZOE, tokenDelivery: "BEARER" });
    await refresh(bearer(first.token!));
    const again = await refresh(bearer(first.token!));
    expect(again.payload.errors.map((e) => e.code)).toEqual(["SIGN_IN_REQUIRED"]);
    expect(again.payload.token).toBeNull();

    const second = await signIn({ ...ZOE, tokenDelivery: "BEARER" });
    await gateway.graphql("mutation { signOut { signedOut } }", bearer(second.token!));
    const signedOut = await refresh(bearer(second.token!));
    expect(signedOut.payload.errors.map((e) => e.code)).toEqual(["SIGN_IN_REQUIRED"]);
  });

  it("clears a dead session cookie", async () => {
    const { payload, headers } = await refresh({ cookies: { session: "forged-token" } });
    expect(payload.errors.map((e) => e.code)).toEqual(["SIGN_IN_REQUIRED"]);
    expect(headers.getSetCookie().join()).toMatch(/^session=; Path=\/; Expires=Thu, 01 Jan 1970/);
  });

  it("is UPSTREAM_UNAVAILABLE when the upstream fails, keeping the cookie (logged)", async () => {
    upstream.server.use(
      http.post(`${TEST_UPSTREAM_URL}/api/auth/refresh`, () => new Response("", { status: 500 })),
    );
    const first = await signIn(ZOE);
    const { payload, headers } = await refresh({ cookies: { session: first.cookie! } });
    expect(payload.errors.map((e) => e.code)).toEqual(["UPSTREAM_UNAVAILABLE"]);
    expect(payload.token).toBeNull();
    expect(headers.getSetCookie()).toEqual([]);
    expect(gateway.logs().some((l) => l.level === "error")).toBe(true);
  });

  it("may not be asked twice in one operation", async () => {
    const first = await signIn({ ...ZOE, tokenDelivery: "BEARER" });
    const { body } = await gateway.graphql(
      "mutation { a: refreshSession { token } b: refreshSession { token } }",
      bearer(first.token!),
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: "GRAPHQL_VALIDATION_FAILED" });
    expect(refreshCalls()).toEqual([]);
  });
});

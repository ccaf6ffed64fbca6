/**
 * Session expiry and renewal through the real gateway and the real upstream: sign-in says when
 * the session ends, refreshSession rotates the token (the old one is then refused), signOut
 * revokes the renewed one, and a browser's cookie is renewed with rememberMe kept.
 */
import type { RunningGateway } from "@travel/gateway";
import type { RunningUpstream } from "@travel/upstream";
import { bearerSignIn, graphqlAt, startTestGateway, startTestUpstream } from "../support/stack";

let upstream: RunningUpstream;
let gateway: RunningGateway;

beforeAll(async () => {
  upstream = await startTestUpstream("session-refresh");
  gateway = await startTestGateway(upstream.url);
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
});

const graphql = graphqlAt(() => gateway.url);
const HOUR = 3600_000;
const TRAVELLER = { email: "traveller@example.com", password: "Traveller#1" };

const SIGN_IN = `mutation ($input: SignInInput!) {
  signIn(input: $input) { token expiresAt errors { code message } }
}`;
const REFRESH = "mutation { refreshSession { token expiresAt errors { code message } } }";
const VIEWER = "{ viewer { email } }";

interface SignIn {
  signIn: { token: string | null; expiresAt: string | null; errors: { code: string }[] };
}
interface Refresh {
  refreshSession: { token: string | null; expiresAt: string | null; errors: { code: string }[] };
}

/** How far ahead an ISO date-time is, in hours. */
const hoursAhead = (iso: string | null | undefined) => (Date.parse(iso ?? "") - Date.now()) / HOUR;
const bearer = (token: string | null | undefined) => ({ authorization: `Bearer ${token}` });

test("sign-in says the session ends in 12 hours, or 30 days with rememberMe", async () => {
  const short = await graphql<SignIn>(SIGN_IN, {
    input: { ...TRAVELLER, tokenDelivery: "BEARER" },
  });
  expect(short.body.data.signIn.errors).toEqual([]);
  expect(hoursAhead(short.body.data.signIn.expiresAt)).toBeCloseTo(12, 1);
  const long = await graphql<SignIn>(SIGN_IN, {
    input: { ...TRAVELLER, tokenDelivery: "BEARER", rememberMe: true },
  });
  expect(hoursAhead(long.body.data.signIn.expiresAt)).toBeCloseTo(30 * 24, 1);
});

test("a partner renews its token: a new token and a later expiry; the old token is refused, and signOut ends the new one", async () => {
  const first = await graphql<SignIn>(SIGN_IN, {
    input: { ...TRAVELLER, tokenDelivery: "BEARER" },
  });
  const { token, expiresAt } = first.body.data.signIn;
  // the new expiry is a fresh lifetime from the renewal: later by the time between the two
  await new Promise((resolve) => setTimeout(resolve, 20));

  const renewed = await graphql<Refresh>(REFRESH, {}, bearer(token));
  const payload = renewed.body.data.refreshSession;
  expect(payload.errors).toEqual([]);
  expect(payload.token).toEqual(expect.any(String));
  expect(payload.token).not.toBe(token);
  expect(Date.parse(payload.expiresAt ?? "")).toBeGreaterThan(Date.parse(expiresAt ?? ""));
  expect(hoursAhead(payload.expiresAt)).toBeCloseTo(12, 1);
  expect(renewed.res.headers.get("set-cookie")).toBeNull();

  const old = await graphql<{ viewer: unknown }>(VIEWER, {}, bearer(token));
  expect(old.body.data.viewer).toBeNull();
  expect(old.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  const again = await graphql<Refresh>(REFRESH, {}, bearer(token));
  expect(again.body.data.refreshSession.errors.map((e) => e.code)).toEqual(["SIGN_IN_REQUIRED"]);

  const me = await graphql<{ viewer: { email: string } }>(VIEWER, {}, bearer(payload.token));
  expect(me.body.data.viewer).toEqual({ email: TRAVELLER.email });

  await graphql("mutation { signOut { signedOut } }", {}, bearer(payload.token));
  const after = await graphql<{ viewer: unknown }>(VIEWER, {}, bearer(payload.token));
  expect(after.body.data.viewer).toBeNull();
  expect(after.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
});

test("a remembered session stays remembered when renewed", async () => {
  const auth = await bearerSignIn(graphql, TRAVELLER.email, TRAVELLER.password);
  const short = await graphql<Refresh>(REFRESH, {}, auth);
  expect(hoursAhead(short.body.data.refreshSession.expiresAt)).toBeCloseTo(12, 1);

  const long = await graphql<SignIn>(SIGN_IN, {
    input: { ...TRAVELLER, tokenDelivery: "BEARER", rememberMe: true },
  });
  const renewed = await graphql<Refresh>(REFRESH, {}, bearer(long.body.data.signIn.token));
  expect(hoursAhead(renewed.body.data.refreshSession.expiresAt)).toBeCloseTo(30 * 24, 1);
});

test("a browser's remembered cookie is renewed with the same attributes and no token in the payload", async () => {
  const signIn = await graphql<SignIn>(SIGN_IN, { input: { ...TRAVELLER, rememberMe: true } });
  expect(signIn.body.data.signIn.token).toBeNull();
  const session = (signIn.res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

  const renewed = await graphql<Refresh>(REFRESH, {}, { cookie: session });
  expect(renewed.body.data.refreshSession).toMatchObject({ token: null, errors: [] });
  expect(hoursAhead(renewed.body.data.refreshSession.expiresAt)).toBeCloseTo(30 * 24, 1);
  const cookie = renewed.res.headers.get("set-cookie") ?? "";
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);
  expect(cookie).toMatch(/Max-Age=2592000/);
  const next = cookie.split(";")[0] ?? "";
  expect(next).not.toBe(session);

  const stale = await graphql<{ viewer: unknown }>(VIEWER, {}, { cookie: session });
  expect(stale.body.data.viewer).toBeNull();
  const me = await graphql<{ viewer: { email: string } }>(VIEWER, {}, { cookie: next });
  expect(me.body.data.viewer).toEqual({ email: TRAVELLER.email });
});

test("without a session, refreshSession answers SIGN_IN_REQUIRED", async () => {
  const { body } = await graphql<Refresh>(REFRESH);
  expect(body.data.refreshSession).toEqual({
    token: null,
    expiresAt: null,
    errors: [{ code: "SIGN_IN_REQUIRED", message: expect.any(String) }],
  });
});

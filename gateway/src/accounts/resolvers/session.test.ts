// Query.viewer and Mutation.signOut: token from bearer or cookie, forged/expired/revoked tokens.
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

const VIEWER =
  "{ viewer { id email userType planStatus singleSignOn sessionOutUrl hasPromotion } }";
const SIGN_OUT = "mutation { signOut { signedOut } }";

function session(userId = 7, token = `tok-test-${userId}`) {
  accountsDb.sessions[token] = userId;
  return token;
}

const checkLogins = () => accountsDb.received.filter((r) => r.path === "/api/auth/checkLogin");

describe("Query.viewer", () => {
  it("is null without a session, calling nothing upstream", async () => {
    const { body } = await gateway.graphql(VIEWER);
    expect(body).toEqual({ data: { viewer: null } });
    expect(upstream.calls()).toEqual({});
  });

  it("reads the session cookie and checks the login once per request", async () => {
    const token = session();
    const { body } = await gateway.graphql(`{ a: viewer { id } b: viewer { email } }`, {
      cookies: { session: token },
    });
    expect(body.data).toEqual({ a: { id: "7" }, b: { email: "zoe@example.com" } });
    expect(checkLogins()).toEqual([
      { path: "/api/auth/checkLogin", body: {}, authorization: `Bearer ${token}` },
    ]);
  });

  it("prefers the bearer token over the cookie", async () => {
    const agent = session(8);
    const { body } = await gateway.graphql(VIEWER, {
      headers: { authorization: `Bearer ${agent}` },
      cookies: { session: session(7) },
    });
    expect(body.data?.viewer).toMatchObject({ id: "8", userType: "AGENT", planStatus: "NOPLAN" });
  });

  it("gives the session-out URL of a single-sign-on user", async () => {
    Object.assign(accountsDb.accounts[0]!, {
      is_sso: 1,
      session_out_url: "https://sso.example.com/out",
    });
    const { body } = await gateway.graphql(VIEWER, { cookies: { session: session() } });
    expect(body.data?.viewer).toMatchObject({
      singleSignOn: true,
      sessionOutUrl: "https://sso.example.com/out",
      hasPromotion: false,
    });
  });

  it.each([
    ["forged", "forged-token"],
    ["malformed", "bad token with spaces"],
  ])("is null for a %s cookie, which is cleared", async (_kind, token) => {
    const { body, headers } = await gateway.graphql(VIEWER, { cookies: { session: token } });
    expect(body).toEqual({ data: { viewer: null } });
    if (!token.includes(" ")) {
      expect(headers.getSetCookie().join()).toMatch(/^session=; Path=\/; Expires=Thu, 01 Jan 1970/);
    }
  });

  it("is UNAUTHENTICATED for a revoked Bearer token (signed out elsewhere), not an answer as if signed out", async () => {
    const token = session();
    delete accountsDb.sessions[token];
    const { body } = await gateway.graphql(VIEWER, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(body).toEqual({
      data: { viewer: null },
      errors: [
        expect.objectContaining({
          message: "The Bearer token is invalid, expired or revoked. Sign in again for a new one.",
          path: ["viewer"],
          extensions: { code: "UNAUTHENTICATED" },
        }),
      ],
    });
    expect(JSON.stringify(body)).not.toContain(token);
  });

  it("is null for an expired token even when the upstream answers 401 with status 0", async () => {
    upstream.server.use(
      http.post(`${TEST_UPSTREAM_URL}/api/auth/checkLogin`, () =>
        Response.json({ status: 0, message: "Session expired" }, { status: 401 }),
      ),
    );
    const { body, headers } = await gateway.graphql(VIEWER, { cookies: { session: session() } });
    expect(body).toEqual({ data: { viewer: null } });
    expect(headers.getSetCookie().join()).toMatch(/^session=;/);
    expect(gateway.logs().filter((l) => l.level !== "info")).toEqual([]);
  });

  it("is an UPSTREAM_UNAVAILABLE error, not signed out, and keeps the cookie when the upstream is down (logged)", async () => {
    upstream.server.use(
      http.post(
        `${TEST_UPSTREAM_URL}/api/auth/checkLogin`,
        () => new Response("", { status: 500 }),
      ),
    );
    const { body, headers } = await gateway.graphql(VIEWER, { cookies: { session: session() } });
    expect(body).toEqual({
      data: { viewer: null },
      errors: [
        {
          message: "The service is having trouble checking your session. Please try again.",
          path: ["viewer"],
          locations: expect.any(Array),
          extensions: { code: "UPSTREAM_UNAVAILABLE", retryable: true },
        },
      ],
    });
    expect(headers.getSetCookie()).toEqual([]);
    expect(gateway.logs()).toContainEqual(
      expect.objectContaining({ level: "warn", upstreamPath: "/api/auth/checkLogin" }),
    );
  });
});

describe("Mutation.signOut", () => {
  it("ends the upstream session, clears the cookie and reports the logout", async () => {
    const token = session();
    const { body, headers } = await gateway.graphql(SIGN_OUT, { cookies: { session: token } });
    expect(body).toEqual({ data: { signOut: { signedOut: true } } });
    // the session cookie goes, and the organisation and user-data cookies with it (spec §3)
    expect(headers.getSetCookie().slice(0, 3)).toEqual([
      expect.stringMatching(
        /^session=; Path=\/; Expires=Thu, 01 Jan 1970.*HttpOnly; SameSite=Lax$/,
      ),
      expect.stringMatching(/^org_id=; Path=\/; Expires=Thu, 01 Jan 1970.*HttpOnly; SameSite=Lax$/),
      expect.stringMatching(/^user_data=; Path=\/; Expires=Thu, 01 Jan 1970.*; SameSite=Lax$/),
    ]);
    expect(accountsDb.sessions[token]).toBeUndefined();
    expect(accountsDb.received.find((r) => r.path === "/api/iqps/logout")?.authorization).toBe(
      `Bearer ${token}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(accountsDb.activity).toEqual([{ userId: 7, ip: "127.0.0.1", action: "logout" }]);
    const after = await gateway.graphql(VIEWER, { headers: { authorization: `Bearer ${token}` } });
    expect(after.body.data?.viewer).toBeNull();
  });

  it("is signed out without a session, calling nothing upstream", async () => {
    const { body } = await gateway.graphql(SIGN_OUT);
    expect(body).toEqual({ data: { signOut: { signedOut: true } } });
    expect(upstream.calls()).toEqual({});
  });

  it("is signed out even when the upstream fails", async () => {
    upstream.server.use(
      http.post(`${TEST_UPSTREAM_URL}/api/iqps/logout`, () => new Response("", { status: 500 })),
    );
    const { body } = await gateway.graphql(SIGN_OUT, {
      headers: { authorization: `Bearer ${session()}` },
    });
    expect(body).toEqual({ data: { signOut: { signedOut: true } } });
  });
});

describe("Query.invitation", () => {
  const INVITATION = `query I($code: String!) { invitation(masterCode: $code) {
    masterCode email firstName lastName title phoneNumber phoneCountryCode language tripId } }`;

  it("resolves the title index and keeps phone digits", async () => {
    const { body } = await gateway.graphql(INVITATION, { variables: { code: "INV-1" } });
    expect(body.data?.invitation).toEqual({
      masterCode: "INV-1",
      email: "invited@example.com",
      firstName: "Ina",
      lastName: "Vited",
      title: "Mrs",
      phoneNumber: "5550100",
      phoneCountryCode: "+44",
      language: "en-GB",
      tripId: "T-9",
    });
  });

  it("is null for an unknown (404) or malformed code", async () => {
    for (const code of ["NOPE", "<script>", "x".repeat(10_000), " "]) {
      const { body } = await gateway.graphql(INVITATION, { variables: { code } });
      expect(body).toEqual({ data: { invitation: null } });
    }
    expect(upstream.calls()).toEqual({ "GET /api/signUp/invitation": 1 });
  });
});

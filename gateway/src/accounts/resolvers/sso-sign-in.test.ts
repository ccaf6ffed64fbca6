// Mutation.ssoSignIn over the mocked upstream (POST /api/auth/signIn): validation before any
// call, session transport (cookie, bearer), the single-sign-on viewer, refusals, upstream
// failures and timeouts, and throttling.
import { messages } from "@travel/schema/validation";
import { http, HttpResponse } from "msw";
import { startTestGateway, type TestGateway } from "../../testing/test-gateway";
import { accountsDb } from "../../testing/upstream-db";
import { TEST_UPSTREAM_URL } from "../../testing/upstream-handlers";
import { useUpstreamMock } from "../../testing/upstream-mock";
import { DEFAULT_ABUSE_LIMITS } from "../../config";

const upstream = useUpstreamMock();
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({
    abuseLimits: {
      ...DEFAULT_ABUSE_LIMITS,
      signInPerAccountAddress: 1000,
      signInPerAccount: 1000,
      signInPerAddress: 1000,
    },
  });
});
afterAll(() => gateway.close());
afterEach(() => gateway.clearLogs());

const SSO = `mutation Sso($input: SsoSignInInput!) {
  ssoSignIn(input: $input) {
    viewer { id email userType singleSignOn sessionOutUrl }
    token
    redirectTo
    errors { field code message }
  }
}`;

type Payload = {
  viewer: Record<string, unknown> | null;
  token: string | null;
  redirectTo: string | null;
  errors: { field: string | null; code: string; message: string }[];
};

/** A JWT-shaped token the mocked upstream knows as Zoë's single-sign-on identity. */
const ZOE_TOKEN = "eyJhbGciOiJSUzI1NiJ9.eyJlbWFpbCI6InpvZSJ9.c2lnbmF0dXJl";
const OUT_URL = "https://partner.example.com/signed-out";

beforeEach(() => {
  Object.assign(accountsDb.accounts[0]!, { is_sso: 1, session_out_url: OUT_URL });
  accountsDb.accounts[0]!.socialTokens.push(`sso:${ZOE_TOKEN}`);
});

async function ssoSignIn(
  input: Record<string, unknown>,
  headers: Record<string, string> = {},
  on: TestGateway = gateway,
) {
  const result = await on.graphql(SSO, { variables: { input }, headers });
  return { ...result, payload: result.body.data?.ssoSignIn as Payload };
}

const upstreamSsoSignIns = () => accountsDb.received.filter((r) => r.path === "/api/auth/signIn");
const refused = (errors: Payload["errors"]): Payload => ({
  viewer: null,
  token: null,
  redirectTo: null,
  errors,
});

describe("Mutation.ssoSignIn", () => {
  it("signs in with a cookie session and returns the single-sign-on viewer", async () => {
    const { payload, headers } = await ssoSignIn(
      { token: `  ${ZOE_TOKEN} ` },
      { "user-agent": "PartnerBrowser/2.0" },
    );
    expect(payload).toEqual({
      viewer: {
        id: "7",
        email: "zoe@example.com",
        userType: "TRAVELLER",
        singleSignOn: true,
        sessionOutUrl: OUT_URL,
      },
      token: null,
      redirectTo: null,
      errors: [],
    });
    expect(headers.getSetCookie()[0]).toMatch(
      /^session=tok-7-\d+x*; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(upstreamSsoSignIns()).toEqual([
      {
        path: "/api/auth/signIn",
        authorization: null,
        body: {
          jsonSingIn: { sso_token: ZOE_TOKEN },
          ipAddress: "127.0.0.1",
          navAgent: "PartnerBrowser/2.0",
        },
      },
    ]);
  });

  it("delivers a bearer token with tokenDelivery BEARER, and viewer reads the SSO session", async () => {
    const { payload, headers } = await ssoSignIn({ token: ZOE_TOKEN, tokenDelivery: "BEARER" });
    expect(payload.errors).toEqual([]);
    expect(payload.token).toMatch(/^tok-7-/);
    expect(headers.getSetCookie()).toEqual([]);
    const me = await gateway.graphql("{ viewer { email singleSignOn sessionOutUrl } }", {
      headers: { authorization: `Bearer ${payload.token}` },
    });
    expect(me.body.data?.viewer).toEqual({
      email: "zoe@example.com",
      singleSignOn: true,
      sessionOutUrl: OUT_URL,
    });
  });

  it("redirects to /promotions when the result flags a promotion", async () => {
    accountsDb.accounts[0]!.is_promotion = 1;
    expect((await ssoSignIn({ token: ZOE_TOKEN })).payload.redirectTo).toBe("/promotions");
  });

  it("refuses a blank, overlong or malformed token without calling upstream", async () => {
    const cases: [string, string][] = [
      ["", "REQUIRED"],
      [" \t\n ", "REQUIRED"],
      ["a.b.c".repeat(3000), "TOO_LONG"],
      ["<script>alert(1)</script>", "INVALID_FORMAT"],
      ["not-a-jwt", "INVALID_FORMAT"],
    ];
    for (const [token, code] of cases) {
      const { payload, headers } = await ssoSignIn({ token, tokenDelivery: "BEARER" });
      expect(payload).toEqual(
        refused([{ field: "token", code, message: messages.SSO_SIGN_IN_FAILED }]),
      );
      expect(headers.getSetCookie()).toEqual([]);
    }
    expect(upstream.calls()).toEqual({});
  });

  it("refuses a missing token or one of the wrong type before any resolver runs", async () => {
    for (const input of [{}, { token: 42 }, { token: null }]) {
      const { status, body } = await gateway.graphql(SSO, { variables: { input } });
      expect(status).toBe(400);
      expect(body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    }
    expect(upstream.calls()).toEqual({});
  });

  it("upper-cases the upstream's refusal of a token and sets no cookie", async () => {
    const { payload, headers } = await ssoSignIn({ token: "eyJh.eyJz.forged" });
    expect(payload).toEqual(
      refused([{ field: null, code: "SSO_SIGN_IN_FAILED", message: "SINGLE SIGN-ON FAILED" }]),
    );
    expect(payload.errors[0]?.message).toBe(messages.SSO_SIGN_IN_FAILED);
    expect(headers.getSetCookie()).toEqual([]);
    expect(upstreamSsoSignIns()).toHaveLength(1);
  });

  it("reports an identity with no account as ACCOUNT_NOT_FOUND", async () => {
    upstream.server.use(
      http.post(`${TEST_UPSTREAM_URL}/api/auth/signIn`, () =>
        HttpResponse.json({ status: 0, message: "No account for this single sign-on identity" }),
      ),
    );
    const { payload } = await ssoSignIn({ token: ZOE_TOKEN, tokenDelivery: "BEARER" });
    expect(payload).toEqual(
      refused([{ field: null, code: "ACCOUNT_NOT_FOUND", message: messages.SSO_NO_ACCOUNT }]),
    );
  });

  it("answers a refusal outside the contract (a 401 without a message) as unavailable", async () => {
    upstream.server.use(
      http.post(`${TEST_UPSTREAM_URL}/api/auth/signIn`, () =>
        HttpResponse.json({ status: 0 }, { status: 401 }),
      ),
    );
    const { payload } = await ssoSignIn({ token: ZOE_TOKEN });
    expect(payload.errors).toEqual([
      { field: null, code: "UPSTREAM_UNAVAILABLE", message: messages.UPSTREAM_UNAVAILABLE },
    ]);
  });

  it("answers UPSTREAM_UNAVAILABLE calmly when the upstream fails, logging the request id", async () => {
    upstream.server.use(
      http.post(
        `${TEST_UPSTREAM_URL}/api/auth/signIn`,
        () => new Response("boom", { status: 502 }),
      ),
    );
    const { payload, headers, body } = await ssoSignIn({ token: ZOE_TOKEN });
    expect(payload).toEqual(
      refused([
        { field: null, code: "UPSTREAM_UNAVAILABLE", message: messages.UPSTREAM_UNAVAILABLE },
      ]),
    );
    expect(body.errors).toBeUndefined();
    expect(headers.getSetCookie()).toEqual([]);
    expect(JSON.stringify(body)).not.toMatch(/upstream\.test|\/api\/|stack|boom/);
    expect(gateway.logs()).toContainEqual(
      expect.objectContaining({
        level: "error",
        requestId: headers.get("x-request-id"),
        upstreamPath: "/api/auth/signIn",
        upstreamStatus: 502,
      }),
    );
  });

  it("answers UPSTREAM_UNAVAILABLE when the upstream times out", async () => {
    const slow = await startTestGateway({ upstreamTimeoutMs: 100 });
    try {
      upstream.server.use(
        http.post(`${TEST_UPSTREAM_URL}/api/auth/signIn`, () => new Promise<never>(() => {})),
      );
      const { payload, body } = await ssoSignIn({ token: ZOE_TOKEN }, {}, slow);
      expect(payload.errors).toEqual([
        { field: null, code: "UPSTREAM_UNAVAILABLE", message: messages.UPSTREAM_UNAVAILABLE },
      ]);
      expect(body.errors).toBeUndefined();
      expect(JSON.stringify(body)).not.toMatch(/upstream|api\/|ms/);
    } finally {
      await slow.close();
    }
  });

  it("keeps the session single-sign-on when the login check fails", async () => {
    upstream.server.use(
      http.post(
        `${TEST_UPSTREAM_URL}/api/auth/checkLogin`,
        () => new Response("", { status: 500 }),
      ),
    );
    const { payload } = await ssoSignIn({ token: ZOE_TOKEN });
    expect(payload.viewer).toEqual({
      id: "7",
      email: "zoe@example.com",
      userType: "TRAVELLER",
      singleSignOn: true,
      sessionOutUrl: null,
    });
  });

  it("is throttled per client IP like the other sign-ins", async () => {
    const throttledGateway = await startTestGateway();
    try {
      for (let i = 0; i < 20; i++) {
        await ssoSignIn({ token: `eyJh.eyJz.unknown${i}` }, {}, throttledGateway);
      }
      const { payload } = await ssoSignIn({ token: ZOE_TOKEN }, {}, throttledGateway);
      expect(payload.errors[0]?.code).toBe("THROTTLED");
      expect(upstreamSsoSignIns()).toHaveLength(20);
    } finally {
      await throttledGateway.close();
    }
  });
});

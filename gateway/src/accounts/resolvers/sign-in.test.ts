// Mutation.signIn / socialSignIn and Query.viewer over the mocked upstream: validation,
// session transport (cookie flags, bearer), throttling and the fire-and-forget activity call.
import { messages } from "@travel/schema/validation";
import { http } from "msw";
import { startTestGateway, type TestGateway } from "../../testing/test-gateway";
import { accountsDb, db } from "../../testing/upstream-db";
import { TEST_UPSTREAM_URL } from "../../testing/upstream-handlers";
import { useUpstreamMock } from "../../testing/upstream-mock";
import { DEFAULT_ABUSE_LIMITS } from "../../config";
import { createMemoryStore, type Store } from "../../platform/store";

const upstream = useUpstreamMock();
let gateway: TestGateway;

beforeAll(async () => {
  // this file signs in more than 20 times from one IP: the limits get their own tests below
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

const VIEWER = `id email firstName lastName userType role pricesIncludeTax planStatus canBook
  currencyCode language nationalityId countryId creditLimit displayPrice accessCode
  phoneCountryCode referrer { firstName lastName } singleSignOn sessionOutUrl hasPromotion`;
const SIGN_IN = `mutation SignIn($input: SignInInput!) {
  signIn(input: $input) { viewer { ${VIEWER} } token redirectTo errors { field code message } }
}`;
const SOCIAL = `mutation Social($input: SocialSignInInput!) {
  socialSignIn(input: $input) { viewer { id email } token redirectTo errors { field code message } }
}`;

type Payload = {
  viewer: Record<string, unknown> | null;
  token: string | null;
  redirectTo: string | null;
  errors: { field: string | null; code: string; message: string }[];
};

async function signIn(input: Record<string, unknown>, headers: Record<string, string> = {}) {
  const result = await gateway.graphql(SIGN_IN, { variables: { input }, headers });
  return { ...result, payload: result.body.data?.signIn as Payload };
}

const ZOE = { email: "zoe@example.com", password: "Secret1!" };
const setCookie = (headers: Headers) => headers.getSetCookie().join("\n");
const upstreamSignIns = () => accountsDb.received.filter((r) => r.path === "/api/signIn");

/** Lets the fire-and-forget activity call land. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("Mutation.signIn", () => {
  it("signs in with a cookie session and returns the merged viewer", async () => {
    const { payload, headers } = await signIn(
      { ...ZOE, email: "  ZOE@example.com " },
      {
        "user-agent": "TestBrowser/1.0",
      },
    );
    expect(payload).toEqual({
      viewer: {
        id: "7",
        email: "zoe@example.com",
        firstName: "Zoë",
        lastName: "O'Brien",
        userType: "TRAVELLER",
        role: "Guest",
        pricesIncludeTax: true,
        planStatus: "ACTIVE",
        canBook: true,
        currencyCode: "USD",
        language: "en-US",
        nationalityId: "1",
        countryId: "235",
        creditLimit: null,
        displayPrice: true,
        accessCode: "WELCOME",
        phoneCountryCode: "+1",
        referrer: { firstName: "Ann", lastName: "Ref" },
        singleSignOn: false,
        sessionOutUrl: null,
        hasPromotion: false,
      },
      token: null,
      redirectTo: null,
      errors: [],
    });
    const [cookie, ...others] = headers.getSetCookie();
    expect(cookie).toMatch(/^session=tok-7-\d+x*; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(cookie).not.toMatch(/Secure|Max-Age|Expires/);
    // the stored currency and language, for the page (see preferences.test.ts), then the
    // organisation (for the gateway only) and the user data the page shows (spec §3), as long
    // as the session: no credential in it, only the first name and the user type
    expect(others).toEqual([
      expect.stringMatching(/^currency_code=USD;/),
      expect.stringMatching(/^language=en-US;/),
      "org_id=42; Path=/; HttpOnly; SameSite=Lax",
      "user_data=%7B%22firstName%22%3A%22Zo%C3%AB%22%2C%22userType%22%3A%22TRAVELLER%22%7D; Path=/; SameSite=Lax",
    ]);
    const userData = others[3]!.split(";")[0]!.slice("user_data=".length);
    expect(JSON.parse(decodeURIComponent(userData))).toEqual({
      firstName: "Zoë",
      userType: "TRAVELLER",
    });
    expect(upstreamSignIns()[0]).toEqual({
      path: "/api/signIn",
      authorization: null,
      body: {
        navAgent: "TestBrowser/1.0",
        jsonSign: {
          usr_type: 2,
          email_id: "ZOE@example.com",
          password: "Secret1!",
          googletoken: "",
          fbtoken: "",
          site_url: "https://travel.test",
          accesscode: "",
          isPasswordAttempt: true,
          remember: false,
          promotions: { isPromotionVisited: false },
          userdetails: {
            usr_email_id: "ZOE@example.com",
            first_name: "",
            last_name: "",
            mastercode: "MASTER-TEST",
          },
        },
      },
    });
  });

  it("keeps the cookie 30 days with rememberMe, and marks it Secure behind an https proxy", async () => {
    const secure = await startTestGateway({ trustProxy: true });
    try {
      const { headers } = await secure.graphql(SIGN_IN, {
        variables: { input: { ...ZOE, rememberMe: true } },
        headers: { "x-forwarded-proto": "https" },
      });
      const cookie = setCookie(headers);
      expect(cookie).toMatch(/Max-Age=2592000/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      // the organisation and user-data cookies live as long as the session, Secure too
      for (const name of ["org_id", "user_data"]) {
        const line = headers.getSetCookie().find((c) => c.startsWith(`${name}=`)) ?? "";
        expect(line).toMatch(/Max-Age=2592000.*; Secure; SameSite=Lax$/);
      }
    } finally {
      await secure.close();
    }
  });

  it("delivers a bearer token in the payload and sets no cookie", async () => {
    const { payload, headers } = await signIn({ ...ZOE, tokenDelivery: "BEARER" });
    expect(payload.token).toMatch(/^tok-7-/);
    expect(headers.getSetCookie()).toEqual([]);
    const me = await gateway.graphql("{ viewer { id email } }", {
      headers: { authorization: `Bearer ${payload.token}` },
    });
    expect(me.body.data?.viewer).toEqual({ id: "7", email: "zoe@example.com" });
  });

  it("sends usr_type 1 for an email containing 'agent' and maps the agent's profile", async () => {
    const { payload } = await signIn({ email: "travel.agent@example.com", password: "Secret1!" });
    expect(upstreamSignIns()[0]?.body).toMatchObject({ jsonSign: { usr_type: 1 } });
    expect(payload.viewer).toMatchObject({
      userType: "AGENT",
      planStatus: "NOPLAN",
      canBook: false,
      creditLimit: 2500,
      countryId: "235",
      pricesIncludeTax: false,
    });
  });

  it("lets the site config allow booking without a session", async () => {
    db.siteConfig.allowBookingWithoutSession = 1;
    const { payload } = await signIn({ email: "travel.agent@example.com", password: "Secret1!" });
    expect(payload.viewer).toMatchObject({ canBook: true });
  });

  it("redirects to /promotions when the result flags a promotion and redirect is allowed", async () => {
    accountsDb.accounts[0]!.is_promotion = 1;
    expect((await signIn(ZOE)).payload).toMatchObject({
      redirectTo: "/promotions",
      viewer: { hasPromotion: true },
    });
    expect((await signIn({ ...ZOE, allowRedirect: false })).payload.redirectTo).toBeNull();
  });

  it("upper-cases the upstream's refusal and sets no cookie", async () => {
    const wrong = await signIn({ ...ZOE, password: "Wrong1!" });
    expect(wrong.payload).toEqual({
      viewer: null,
      token: null,
      redirectTo: null,
      errors: [
        { field: null, code: "SIGN_IN_FAILED", message: "INVALID EMAIL ADDRESS OR PASSWORD" },
      ],
    });
    expect(wrong.headers.getSetCookie()).toEqual([]);
    const unverified = await signIn({ email: "new@example.com", password: "Secret1!" });
    expect(unverified.payload.errors).toEqual([
      {
        field: null,
        code: "SIGN_IN_FAILED",
        message: "PLEASE VERIFY YOUR EMAIL ADDRESS BEFORE SIGNING IN",
      },
    ]);
  });

  it("refuses bad input with the web's messages and calls nothing upstream", async () => {
    const cases: [Record<string, unknown>, Payload["errors"]][] = [
      [
        { email: "   ", password: "\t" },
        [
          { field: "email", code: "REQUIRED", message: "Please Enter Email Address" },
          { field: "password", code: "REQUIRED", message: "Please Enter Password" },
        ],
      ],
      [
        { email: "x".repeat(10_000), password: "p".repeat(10_000), accessCode: "a".repeat(10_000) },
        [
          { field: "email", code: "TOO_LONG", message: "Must be at most 254 characters" },
          { field: "password", code: "TOO_LONG", message: messages.PASSWORD_TOO_LONG },
          { field: "accessCode", code: "TOO_LONG", message: "Must be at most 50 characters" },
        ],
      ],
    ];
    for (const [input, errors] of cases) {
      expect((await signIn(input)).payload.errors).toEqual(errors);
    }
    expect(upstream.calls()).toEqual({});
  });

  it("sanitises markup out of the email before sending it", async () => {
    await signIn({ email: "<zoe@example.com>", password: "Secret1!" });
    expect(upstreamSignIns()[0]?.body).toMatchObject({ jsonSign: { email_id: "zoe@example.com" } });
  });

  it("refuses variables of the wrong type before any resolver runs", async () => {
    const { status, body } = await gateway.graphql(SIGN_IN, {
      variables: { input: { email: 42, password: { $ne: "" } } },
    });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(upstream.calls()).toEqual({});
  });

  it("answers UPSTREAM_UNAVAILABLE calmly when the upstream fails, logging the request id", async () => {
    upstream.server.use(
      http.post(`${TEST_UPSTREAM_URL}/api/signIn`, () => new Response("boom", { status: 502 })),
    );
    const { payload, headers, body } = await signIn(ZOE);
    expect(payload.errors).toEqual([
      {
        field: null,
        code: "UPSTREAM_UNAVAILABLE",
        message: "We could not complete this right now. Please try again.",
      },
    ]);
    expect(JSON.stringify(body)).not.toMatch(/upstream\.test|\/api\/|stack|boom/);
    expect(gateway.logs()).toContainEqual(
      expect.objectContaining({
        level: "error",
        requestId: headers.get("x-request-id"),
        upstreamPath: "/api/signIn",
        upstreamStatus: 502,
      }),
    );
  });

  it("still signs in as a traveller when the login check fails", async () => {
    upstream.server.use(
      http.post(
        `${TEST_UPSTREAM_URL}/api/auth/checkLogin`,
        () => new Response("", { status: 500 }),
      ),
    );
    const { payload } = await signIn({ email: "travel.agent@example.com", password: "Secret1!" });
    expect(payload.viewer).toMatchObject({ id: "8", userType: "TRAVELLER", firstName: "Art" });
  });
});

describe("sign-in activity", () => {
  it("reports the login with user id and IP", async () => {
    await signIn(ZOE);
    await settle();
    expect(accountsDb.activity).toEqual([{ userId: 7, ip: "127.0.0.1", action: "login" }]);
  });

  it("never delays sign-in, even when the activity endpoint hangs", async () => {
    // the activity call hangs until released: sign-in answers while it is still open (neither
    // answered nor given up on), so sign-in never waited for it, whatever the machine's speed
    const open: AbortSignal[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    upstream.server.use(
      http.post(`${TEST_UPSTREAM_URL}/api/iqps/user-fqs`, async ({ request }) => {
        open.push(request.signal);
        await released;
        return Response.json({ status: 1 });
      }),
    );
    try {
      const { payload } = await signIn(ZOE);
      expect(payload.viewer).toMatchObject({ id: "7" });
      // the activity call starts after the answer; wait for it (bounded by the test's timeout)
      while (open.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(open[0]?.aborted).toBe(false);
    } finally {
      release();
    }
  });

  it("only logs a failed activity call", async () => {
    upstream.server.use(
      http.post(`${TEST_UPSTREAM_URL}/api/iqps/user-fqs`, () => new Response("", { status: 500 })),
    );
    const { payload } = await signIn(ZOE);
    expect(payload.errors).toEqual([]);
    await settle();
    expect(gateway.logs()).toContainEqual(
      expect.objectContaining({
        level: "warn",
        msg: "user activity not recorded",
        action: "login",
      }),
    );
  });
});

describe("sign-in throttling", () => {
  it("blocks an account after 5 failures without calling upstream", async () => {
    const throttledGateway = await startTestGateway();
    try {
      const attempt = () =>
        throttledGateway.graphql(SIGN_IN, {
          variables: { input: { email: "zoe@example.com", password: "Wrong1!" } },
        });
      for (let i = 0; i < 5; i++) await attempt();
      expect(upstreamSignIns()).toHaveLength(5);
      const { body } = await attempt();
      expect((body.data?.signIn as Payload).errors).toEqual([
        {
          field: null,
          code: "THROTTLED",
          message: "TOO MANY SIGN-IN ATTEMPTS. PLEASE TRY AGAIN IN 15 MINUTES.",
        },
      ]);
      expect(upstreamSignIns()).toHaveLength(5);
      // even the right password waits; another account is unaffected
      const right = await throttledGateway.graphql(SIGN_IN, { variables: { input: ZOE } });
      expect((right.body.data?.signIn as Payload).errors[0]?.code).toBe("THROTTLED");
      const other = await throttledGateway.graphql(SIGN_IN, {
        variables: { input: { email: "travel.agent@example.com", password: "Secret1!" } },
      });
      expect((other.body.data?.signIn as Payload).errors).toEqual([]);
    } finally {
      await throttledGateway.close();
    }
  });

  it("does not count successful sign-ins against the client IP", async () => {
    const throttledGateway = await startTestGateway();
    try {
      for (let i = 0; i < 25; i++) {
        const { body } = await throttledGateway.graphql(SIGN_IN, { variables: { input: ZOE } });
        expect((body.data?.signIn as Payload).errors).toEqual([]);
      }
    } finally {
      await throttledGateway.close();
    }
  });

  it("refuses, as a retryable error, when the shared store cannot count", async () => {
    const memory = createMemoryStore();
    const broken: Store = {
      ...memory,
      increment: () => Promise.reject(new Error("redis: connection lost")),
      namespace: () => broken,
    };
    const brokenGateway = await startTestGateway({}, { store: broken });
    try {
      const { body } = await brokenGateway.graphql(SIGN_IN, { variables: { input: ZOE } });
      expect(body.data).toBeNull();
      expect(body.errors).toEqual([
        expect.objectContaining({
          message: messages.UPSTREAM_UNAVAILABLE,
          extensions: { code: "SERVICE_UNAVAILABLE" },
        }),
      ]);
      expect(upstreamSignIns()).toHaveLength(0);
      expect(brokenGateway.logs()).toContainEqual(
        expect.objectContaining({ level: "error", msg: "graphql internal error" }),
      );
    } finally {
      await brokenGateway.close();
    }
  });

  it("blocks a client IP after 20 failures, whatever the account", async () => {
    const throttledGateway = await startTestGateway();
    try {
      for (let i = 0; i < 20; i++) {
        await throttledGateway.graphql(SIGN_IN, {
          variables: { input: { email: `nobody${i}@example.com`, password: "Wrong1!" } },
        });
      }
      const { body } = await throttledGateway.graphql(SIGN_IN, { variables: { input: ZOE } });
      expect((body.data?.signIn as Payload).errors[0]?.code).toBe("THROTTLED");
      expect(upstreamSignIns()).toHaveLength(20);
    } finally {
      await throttledGateway.close();
    }
  });
});

describe("Mutation.socialSignIn", () => {
  it("signs in with a Google ID token and no password", async () => {
    const { body, headers } = await gateway.graphql(SOCIAL, {
      variables: {
        input: {
          provider: "GOOGLE",
          idToken: "google.zoe.sig",
          state: " s-1 ",
          nonceSecret: "secret-1",
        },
      },
    });
    expect(body.data?.socialSignIn).toMatchObject({
      viewer: { id: "7", email: "zoe@example.com" },
      token: null,
      errors: [],
    });
    expect(setCookie(headers)).toMatch(/^session=tok-7-/);
    // the attempt's state and nonce secret go to the upstream, which checks the token's nonce
    expect(upstreamSignIns()[0]?.body).toMatchObject({
      jsonSign: {
        googletoken: "google.zoe.sig",
        fbtoken: "",
        password: "",
        email_id: "",
        state: "s-1",
        nonce_secret: "secret-1",
      },
    });
  });

  it("sends a Facebook token as fbtoken and reports an unknown identity", async () => {
    const { body } = await gateway.graphql(SOCIAL, {
      variables: {
        input: { provider: "FACEBOOK", idToken: "fb.unknown.sig", tokenDelivery: "BEARER" },
      },
    });
    expect(body.data?.socialSignIn).toEqual({
      viewer: null,
      token: null,
      redirectTo: null,
      errors: [
        { field: null, code: "ACCOUNT_NOT_FOUND", message: "NO ACCOUNT FOR THIS SOCIAL IDENTITY" },
      ],
    });
    expect(upstreamSignIns()[0]?.body).toMatchObject({ jsonSign: { fbtoken: "fb.unknown.sig" } });
  });

  it("refuses a token that is not a JWT without calling upstream", async () => {
    const { body } = await gateway.graphql(SOCIAL, {
      variables: { input: { provider: "GOOGLE", idToken: "<script>alert(1)</script>" } },
    });
    expect(body.data?.socialSignIn).toMatchObject({
      errors: [
        { field: "idToken", code: "INVALID_FORMAT", message: messages.SOCIAL_SIGN_IN_FAILED },
      ],
    });
    expect(upstream.calls()).toEqual({});
  });
});

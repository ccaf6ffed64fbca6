/**
 * Abuse controls through the real gateway and the real upstream, with a counting proxy between
 * them to see what reached the upstream. Each attack the issue describes is replayed: aliased
 * and batched sign-ins, parallel and timed-out guesses, a password-reset flood per address and
 * per email, probing of invitations, access codes and account existence, a stranger locking
 * the owner out, and a reset lifting a lock. Visitor addresses come from X-Forwarded-For
 * (TRUST_PROXY=loopback), one per test, so the tests do not share limits.
 */
import type { RunningGateway } from "@travel/gateway";
import {
  DEMO_ACCESS_CODES,
  DEMO_ACCOUNTS,
  DEMO_MASTERCODE,
  type RunningUpstream,
} from "@travel/upstream";
import { validSignUpDetails } from "@travel/schema/validation/cases";
import { startCountingProxy, type CountingProxy } from "../support/counting-proxy";
import {
  graphqlAt,
  startCountedStack,
  startTestGateway,
  type CountedStack,
} from "../support/stack";

let upstream: RunningUpstream;
let proxy: CountingProxy;
let gateway: RunningGateway;
let stack: CountedStack;

const LIMITS = {
  // sign-in keeps its defaults: 5 per (account, address), 20 per address, 20 per account
  PASSWORD_RESETS_PER_EMAIL: "3",
  PASSWORD_RESETS_PER_ADDRESS: "6",
  INVITATION_LOOKUPS_PER_ADDRESS: "5",
  ACCESS_CODE_FAILURES_PER_ADDRESS: "4",
  ACCOUNT_CHECKS_PER_ADDRESS: "5",
};

beforeAll(async () => {
  stack = await startCountedStack("abuse", { TRUST_PROXY: "loopback", ...LIMITS });
  ({ upstream, proxy, gateway } = stack);
}, 60_000);

afterAll(() => stack?.close());

const graphql = graphqlAt(() => gateway.url);
const from = (address: string) => ({ "x-forwarded-for": address });
const upstreamCalls = (key: string) => proxy.counts()[key] ?? 0;

interface UserError {
  field: string | null;
  code: string;
  message: string;
  retryAfter: number | null;
}

const SIGN_IN = `mutation ($input: SignInInput!) {
  signIn(input: $input) { viewer { email } errors { field code message retryAfter } }
}`;
type SignIn = { signIn: { viewer: { email: string } | null; errors: UserError[] } };

const signIn = async (email: string, password: string, address: string) =>
  (await graphql<SignIn>(SIGN_IN, { input: { email, password } }, from(address))).body.data.signIn;

/** A refusal by a limit: THROTTLED, a wait in seconds within the window, no limit named. */
function expectRefusal(error: UserError | undefined, windowSeconds: number, limit: number) {
  expect(error).toMatchObject({ field: null, code: "THROTTLED" });
  expect(error?.retryAfter).toBeGreaterThan(0);
  expect(error?.retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(error?.message).not.toMatch(new RegExp(`\\b${limit}\\b`));
}

describe("sign-in", () => {
  test("two aliased signIn fields are refused before any password is checked", async () => {
    proxy.reset();
    const { body, res } = await graphql(
      `
        mutation {
          a: signIn(input: { email: "traveller@example.com", password: "Guess#001" }) {
            viewer {
              email
            }
          }
          b: signIn(input: { email: "traveller@example.com", password: "Guess#002" }) {
            viewer {
              email
            }
          }
        }
      `,
      {},
      from("10.1.0.1"),
    );
    expect(res.status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({
      message:
        "An operation may sign in or renew a session only once: send one signIn, socialSignIn, ssoSignIn or refreshSession per request.",
      extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
    });
    expect(upstreamCalls("POST /api/signIn")).toBe(0);
  });

  test("a batch of sign-ins is refused", async () => {
    proxy.reset();
    const operation = {
      query: SIGN_IN,
      variables: { input: { email: "traveller@example.com", password: "Guess#003" } },
    };
    const res = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...from("10.1.0.2") },
      body: JSON.stringify([operation, operation]),
    });
    expect(res.status).toBe(400);
    expect(upstreamCalls("POST /api/signIn")).toBe(0);
  });

  test("of twelve parallel wrong passwords, five reach the upstream", async () => {
    proxy.reset();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        signIn(DEMO_ACCOUNTS.traveller.email, `Guess#1${i}`, "10.1.0.3"),
      ),
    );
    expect(upstreamCalls("POST /api/signIn")).toBe(5);
    const codes = answers.map((a) => a.errors[0]?.code);
    expect(codes.filter((c) => c === "SIGN_IN_FAILED")).toHaveLength(5);
    const refused = answers.filter((a) => a.errors[0]?.code === "THROTTLED");
    expect(refused).toHaveLength(7);
    for (const answer of refused) expectRefusal(answer.errors[0], 900, 5);
  });

  test("attempts that time out count", async () => {
    // a gateway of its own, in front of an upstream that never answers
    const hanging = await startCountingProxy(upstream.url);
    hanging.setMode("hang");
    const impatient = await startTestGateway(hanging.url, {
      TRUST_PROXY: "loopback",
      UPSTREAM_TIMEOUT_MS: "300",
      UPSTREAM_PASSWORD_TIMEOUT_MS: "300",
    });
    try {
      const call = graphqlAt(() => impatient.url);
      const attempt = async () =>
        (
          await call<SignIn>(
            SIGN_IN,
            { input: { email: DEMO_ACCOUNTS.traveller.email, password: "Guess#200" } },
            from("10.1.0.4"),
          )
        ).body.data.signIn.errors[0]?.code;
      const first = await Promise.all(Array.from({ length: 5 }, attempt));
      expect(first).toEqual(Array(5).fill("UPSTREAM_UNAVAILABLE"));
      expect(await attempt()).toBe("THROTTLED");
      expect(hanging.counts()["POST /api/signIn"]).toBe(5);
    } finally {
      await impatient.close();
      await hanging.close();
    }
  });

  test("attempts the upstream turns away unchecked (503) do not count: an outage locks nobody out", async () => {
    const refusing = await startCountingProxy(upstream.url);
    refusing.setMode("fail");
    const gatewayOf = await startTestGateway(refusing.url, { TRUST_PROXY: "loopback" });
    try {
      const call = graphqlAt(() => gatewayOf.url);
      const { email, password } = DEMO_ACCOUNTS.traveller;
      const attempt = async (pass: string) =>
        (await call<SignIn>(SIGN_IN, { input: { email, password: pass } }, from("10.1.0.5"))).body
          .data.signIn;
      // eight tries during the outage (past the limit of five): each one says so, none is THROTTLED
      for (let i = 0; i < 8; i++) {
        expect((await attempt(password)).errors[0]?.code).toBe("UPSTREAM_UNAVAILABLE");
      }
      refusing.setMode("pass");
      // once the upstream is back, the owner signs in (after the breaker's cool-down, if it opened)
      let answer = await attempt(password);
      for (let i = 0; i < 60 && answer.errors[0]?.code === "UPSTREAM_UNAVAILABLE"; i++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        answer = await attempt(password);
      }
      expect(answer).toEqual({ viewer: { email }, errors: [] });
    } finally {
      await gatewayOf.close();
      await refusing.close();
    }
  });

  test("a stranger's failures do not lock the owner out", async () => {
    const { email, password } = DEMO_ACCOUNTS.agent;
    for (let i = 0; i < 5; i++) {
      expect((await signIn(email, `Guess#3${i}`, "203.0.113.66")).errors[0]?.code).toBe(
        "SIGN_IN_FAILED",
      );
    }
    const stranger = await signIn(email, password, "203.0.113.66");
    expectRefusal(stranger.errors[0], 900, 5);
    const owner = await signIn(email, password, "198.51.100.7");
    expect(owner).toEqual({ viewer: { email }, errors: [] });
  });

  test("a successful password reset lifts the owner's own lock", async () => {
    const { email } = DEMO_ACCOUNTS.wallet;
    const home = "198.51.100.20";
    for (let i = 0; i < 5; i++) await signIn(email, `Forgot#4${i}`, home);
    expect((await signIn(email, DEMO_ACCOUNTS.wallet.password, home)).errors[0]?.code).toBe(
      "THROTTLED",
    );

    const reset = await graphql<{ requestPasswordReset: { accepted: boolean } }>(
      "mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { accepted } }",
      { input: { email } },
      from(home),
    );
    expect(reset.body.data.requestPasswordReset.accepted).toBe(true);
    const key = resetKeyOf((await mailsTo(email)).at(-1)?.text ?? "");
    const change = await graphql<{ changePassword: { changed: boolean } }>(
      "mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { changed } }",
      { input: { key, password: "Renewed#55", confirmPassword: "Renewed#55" } },
      from(home),
    );
    expect(change.body.data.changePassword.changed).toBe(true);

    expect(await signIn(email, "Renewed#55", home)).toEqual({ viewer: { email }, errors: [] });
  });
});

async function mailsTo(to: string): Promise<{ to: string; subject: string; text: string }[]> {
  const res = await fetch(`${upstream.url}/api/dev/outbox`);
  const { data } = (await res.json()) as { data: { to: string; subject: string; text: string }[] };
  return data.filter((m) => m.to === to);
}

function resetKeyOf(text: string): string {
  const match = /\/change-password\?key=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return match[1];
}

const RESET = `mutation ($input: RequestPasswordResetInput!) {
  requestPasswordReset(input: $input) { accepted errors { field code message retryAfter } }
}`;
type Reset = { requestPasswordReset: { accepted: boolean; errors: UserError[] } };

describe("password reset", () => {
  test("a flood of resets to one email sends three mails, whatever the addresses", async () => {
    const { email } = DEMO_ACCOUNTS.traveller;
    const before = (await mailsTo(email)).length;
    const answers = await Promise.all(
      Array.from({ length: 34 }, async (_, i) => {
        const { body } = await graphql<Reset>(RESET, { input: { email } }, from(`10.2.0.${i}`));
        return body.data.requestPasswordReset;
      }),
    );
    expect(answers.filter((a) => a.accepted)).toHaveLength(3);
    const refused = answers.filter((a) => !a.accepted);
    expect(refused).toHaveLength(31);
    for (const answer of refused) expectRefusal(answer.errors[0], 3600, 3);
    expect((await mailsTo(email)).length - before).toBe(3);
  });

  test("one address may ask for six resets, whatever the emails", async () => {
    proxy.reset();
    const answers = [];
    for (let i = 0; i < 8; i++) {
      const { body } = await graphql<Reset>(
        RESET,
        { input: { email: `nobody.${i}@example.com` } },
        from("10.2.1.1"),
      );
      answers.push(body.data.requestPasswordReset);
    }
    expect(answers.map((a) => a.accepted)).toEqual([...Array(6).fill(true), false, false]);
    expectRefusal(answers[7]?.errors[0], 3600, 6);
    expect(upstreamCalls("POST /api/auth/forgotPassword")).toBe(6);
  });
});

describe("sign-up probes", () => {
  test("invitation master codes cannot be guessed: lookups are limited per address", async () => {
    proxy.reset();
    const INVITATION = "query ($code: String!) { invitation(masterCode: $code) { email } }";
    const lookup = (code: string, address: string) =>
      graphql<{ invitation: { email: string | null } | null }>(INVITATION, { code }, from(address));
    for (let i = 0; i < 5; i++) {
      const { body } = await lookup(`GUESS-${i}`, "10.3.0.1");
      expect(body.errors).toBeUndefined();
      expect(body.data.invitation).toBeNull();
    }
    // the right code, once the limit is reached: no details
    const { body } = await lookup(DEMO_MASTERCODE, "10.3.0.1");
    expect(body.data.invitation).toBeNull();
    expect(body.errors?.[0]?.extensions).toEqual({
      code: "THROTTLED",
      retryAfter: expect.any(Number),
    });
    expect(body.errors?.[0]?.extensions?.retryAfter).toBeLessThanOrEqual(900);
    expect(body.errors?.[0]?.message).not.toMatch(/\b5\b/);
    expect(upstreamCalls("GET /api/signUp/invitation")).toBe(5);
    // another address still gets its invitation
    const invited = await lookup(DEMO_MASTERCODE, "10.3.0.2");
    expect(invited.body.data.invitation?.email).toEqual(expect.any(String));
  });

  const VALIDATE = `mutation ($input: SignUpDetailsInput!) {
    validateSignUpDetails(input: $input) { valid errors { field code message retryAfter } }
  }`;
  type Validate = { validateSignUpDetails: { valid: boolean; errors: UserError[] } };
  const validate = async (accessCode: string, address: string) =>
    (
      await graphql<Validate>(
        VALIDATE,
        { input: { ...validSignUpDetails, accessCode, email: "new.person@example.com" } },
        from(address),
      )
    ).body.data.validateSignUpDetails;

  test("access codes cannot be guessed: refused codes are limited per address", async () => {
    proxy.reset();
    for (let i = 0; i < 4; i++) {
      expect((await validate(`GUESS${i}`, "10.3.1.1")).errors[0]?.code).toBe("INVALID_ACCESS_CODE");
    }
    const refused = await validate(DEMO_ACCESS_CODES.valid, "10.3.1.1");
    expect(refused.valid).toBe(false);
    expectRefusal(refused.errors[0], 900, 4);
    expect(upstreamCalls("POST /api/signUp/validateAccessCode")).toBe(4);
  });

  test("access codes guessed through signUp count against the same limit", async () => {
    proxy.reset();
    const SIGN_UP = `mutation ($input: SignUpInput!) {
      signUp(input: $input) { created errors { field code message retryAfter } }
    }`;
    type SignUp = { signUp: { created: boolean; errors: UserError[] } };
    const signUp = async (accessCode: string, i: number) =>
      (
        await graphql<SignUp>(
          SIGN_UP,
          {
            input: {
              details: { ...validSignUpDetails, accessCode, email: `guesser.${i}@example.com` },
              password: "Secret#12",
              confirmPassword: "Secret#12",
              acceptTerms: true,
            },
          },
          from("10.3.1.3"),
        )
      ).body.data.signUp;
    for (let i = 0; i < 4; i++) {
      expect(await signUp(`GUESS${i}`, i)).toMatchObject({
        created: false,
        errors: [{ code: "SIGN_UP_REJECTED" }],
      });
    }
    const refused = await signUp(DEMO_ACCESS_CODES.valid, 9);
    expect(refused.created).toBe(false);
    expectRefusal(refused.errors[0], 900, 4);
    expect(upstreamCalls("POST /api/signUp")).toBe(4);
  });

  test("accepted access codes do not count", async () => {
    for (let i = 0; i < 6; i++) {
      expect(await validate(DEMO_ACCESS_CODES.valid, "10.3.1.2")).toEqual({
        valid: true,
        errors: [],
      });
    }
  });

  test("checkAccount cannot list accounts: checks are limited per address", async () => {
    proxy.reset();
    const CHECK = `mutation ($input: CheckAccountInput!) {
      checkAccount(input: $input) { isNew errors { field code message retryAfter } }
    }`;
    type Check = { checkAccount: { isNew: boolean; errors: UserError[] } };
    const answers = [];
    for (let i = 0; i < 7; i++) {
      const { body } = await graphql<Check>(
        CHECK,
        { input: { email: `probe.${i}@example.com` } },
        from("10.3.2.1"),
      );
      answers.push(body.data.checkAccount);
    }
    expect(answers.slice(0, 5).every((a) => a.isNew && a.errors.length === 0)).toBe(true);
    for (const answer of answers.slice(5)) {
      expect(answer.isNew).toBe(false);
      expectRefusal(answer.errors[0], 900, 5);
    }
    expect(upstreamCalls("POST /api/signUp/checkAccountForExists")).toBe(5);
  });
});

/**
 * Writes that cannot lie, through the real gateways and the real upstream. A proxy between them
 * holds the upstream's answers to chosen calls past a hurried gateway's time limit, so the write
 * happens upstream while that gateway times out, every time; the retries go to a gateway with
 * the default limits (as behind a load balancer):
 * - ten simultaneous sign-ups answer OUTCOME_UNKNOWN with their key (never UPSTREAM_UNAVAILABLE),
 *   every account exists once, and each retry with its key answers "created" (the first result),
 *   not "User Already Exists";
 * - a booking, a saved traveller and an agent client sent twice at once with one key make exactly
 *   one row and both answers are that row; a timed-out one is OUTCOME_UNKNOWN and its retry
 *   answers the first result;
 * - a savings join whose member save timed out answers as the spec says (new, empty redirect)
 *   and its retry finds the one member (keys derived from the user).
 */
import type { RunningGateway } from "@travel/gateway";
import type { RunningUpstream } from "@travel/upstream";
import { messages } from "@travel/schema/validation";
import {
  startHeldAnswersProxy,
  waitFor,
  type HeldAnswersProxy,
} from "../support/held-answers-proxy";
import {
  bearerSignIn,
  graphqlAt,
  LENIENT_ABUSE_LIMITS,
  startTestGateway,
  startTestUpstream,
  stockCalendar,
  type GraphQLResponse,
} from "../support/stack";

// each held call waits out a time limit: room for that on a busy machine
jest.setTimeout(20_000);

/**
 * The hurried gateway's limit for password-hashing calls and writes: what the proxy holds always
 * outlasts it, and the unheld steps before it (the savings import) keep well within it.
 */
const TIME_LIMIT_MS = 1000;

let upstream: RunningUpstream;
let proxy: HeldAnswersProxy;
/** Default time limits: the calls that must answer, on a busy machine too (retries, reads). */
let gateway: RunningGateway;
/** Short time limits: the calls whose answers the proxy holds. */
let hurried: RunningGateway;

beforeAll(async () => {
  upstream = await startTestUpstream("idempotent-writes");
  await stockCalendar(upstream);
  proxy = await startHeldAnswersProxy(upstream.url);
  // The abuse limits have tests of their own (abuse.test.ts): here every sign-up, timed out or
  // not, must reach the rules under test (a timed-out one counts against the access-code limit).
  gateway = await startTestGateway(proxy.url, LENIENT_ABUSE_LIMITS);
  hurried = await startTestGateway(proxy.url, {
    ...LENIENT_ABUSE_LIMITS,
    UPSTREAM_PASSWORD_TIMEOUT_MS: String(TIME_LIMIT_MS),
    UPSTREAM_WRITE_TIMEOUT_MS: String(TIME_LIMIT_MS),
    // Every call through this gateway times out on purpose, and each must reach the upstream:
    // a breaker that never opens (an open one fails the call unsent, UPSTREAM_UNAVAILABLE).
    UPSTREAM_BREAKER_MIN_RPS: "100000",
  });
}, 60_000);

afterEach(() => proxy.release());

afterAll(async () => {
  await gateway?.close();
  await hurried?.close();
  await proxy?.close();
  await upstream?.close();
});

/** An operation that must not fail as a whole, sent to `to` (default: the patient gateway). */
async function graphql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
  to: () => RunningGateway = () => gateway,
): Promise<T> {
  const { body } = await graphqlAt(() => to().url)<T>(query, variables, headers);
  expect(body.errors).toBeUndefined();
  return (body as GraphQLResponse<T>).data;
}

const HURRIED = () => hurried;

const count = async (sql: string, params: unknown[]) =>
  (await upstream.db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ${sql}`, params))[0]
    ?.n;

let keys = 0;
const newKey = () => `it-key-${Date.now().toString(36)}-${++keys}`;

interface UserError {
  field: string | null;
  code: string;
  message: string;
}

const signIn = (email: string, password: string) =>
  bearerSignIn(
    graphqlAt(() => gateway.url),
    email,
    password,
  );

describe("sign-up", () => {
  const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) {
    created message idempotencyKey errors { field code message } } }`;
  type SignUp = {
    signUp: {
      created: boolean;
      message: string | null;
      idempotencyKey: string | null;
      errors: UserError[];
    };
  };
  const signUp = (email: string, idempotencyKey?: string, to?: () => RunningGateway) =>
    graphql<SignUp>(
      SIGN_UP,
      {
        input: {
          details: {
            accessCode: "WELCOME2026",
            email,
            title: "Mrs",
            firstName: "Ada",
            lastName: "Lovelace",
            nationalityId: "1",
            phoneCountryCode: "+1",
            phoneNumber: "5551234567",
          },
          password: "Secret#12",
          confirmPassword: "Secret#12",
          acceptTerms: true,
          ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
        },
      },
      {},
      to,
    ).then((d) => d.signUp);
  const created = {
    created: true,
    message: messages.CONFIRMATION_SENT,
    errors: [],
  };
  const outcomeUnknown = (idempotencyKey: string) => ({
    created: false,
    message: null,
    idempotencyKey,
    errors: [{ field: null, code: "OUTCOME_UNKNOWN", message: messages.OUTCOME_UNKNOWN }],
  });

  test("ten sign-ups at once that outlast the time limit: OUTCOME_UNKNOWN, then each retry with its key is created", async () => {
    proxy.hold("POST /api/signUp");
    const run = Date.now().toString(36);
    const attempts = Array.from({ length: 10 }, (_, i) => ({
      email: `ten.${run}.${i}@example.com`,
      key: newKey(),
    }));
    const answers = await Promise.all(attempts.map((a) => signUp(a.email, a.key, HURRIED)));
    // no false failure: the gateway does not know, and says so with the key to retry with
    answers.forEach((answer, i) => expect(answer).toEqual(outcomeUnknown(attempts[i]!.key)));

    // the upstream did create all ten, once each
    await waitFor(
      () => proxy.heldAnswers("POST /api/signUp") >= 10,
      "the upstream's ten sign-up answers",
    );
    for (const { email } of attempts)
      expect(await count("accounts WHERE email = $1", [email])).toBe(1);

    proxy.release();
    const retries = await Promise.all(attempts.map((a) => signUp(a.email, a.key)));
    retries.forEach((retry, i) =>
      expect(retry).toEqual({ ...created, idempotencyKey: attempts[i]!.key }),
    );
    for (const { email } of attempts) {
      expect(await count("accounts WHERE email = $1", [email])).toBe(1);
      expect(await count("mail_outbox WHERE recipient = $1", [email])).toBe(1);
    }
    // another sign-up of the same email (another key) is told the truth: it exists
    expect((await signUp(attempts[0]!.email, newKey())).errors).toEqual([
      expect.objectContaining({ code: "USER_ALREADY_EXISTS" }),
    ]);
  });

  test("without a key the gateway draws one, answers it with OUTCOME_UNKNOWN, and the retry with it is created", async () => {
    proxy.hold("POST /api/signUp");
    const email = `drawn.${Date.now().toString(36)}@example.com`;
    const first = await signUp(email, undefined, HURRIED);
    expect(first.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(first).toEqual(outcomeUnknown(first.idempotencyKey!));
    proxy.release();
    expect(await signUp(email, first.idempotencyKey!)).toEqual({
      ...created,
      idempotencyKey: first.idempotencyKey,
    });
    expect(await count("accounts WHERE email = $1", [email])).toBe(1);
  });

  test("the same key for another sign-up is IDEMPOTENCY_KEY_REUSED; a malformed key is refused before anything is sent", async () => {
    const key = newKey();
    const email = `reused.${Date.now().toString(36)}@example.com`;
    expect(await signUp(email, key)).toEqual({ ...created, idempotencyKey: key });
    const other = `other.${Date.now().toString(36)}@example.com`;
    expect(await signUp(other, key)).toMatchObject({
      created: false,
      idempotencyKey: key,
      errors: [{ field: "idempotencyKey", code: "IDEMPOTENCY_KEY_REUSED" }],
    });
    expect(await signUp(other, "not a key!")).toMatchObject({
      created: false,
      idempotencyKey: null,
      errors: [{ field: "idempotencyKey", code: "INVALID_FORMAT" }],
    });
    expect(await count("accounts WHERE email = $1", [other])).toBe(0);
  });
});

describe("sign-up with real password hashing slower than the time limit", () => {
  // the report: ten sign-ups at once, hashing under load outlasting the gateway's limit;
  // the retries reach another gateway (as behind a load balancer) with the default limit
  let slowUpstream: RunningUpstream;
  let shortLimit: RunningGateway;
  let defaultLimit: RunningGateway;
  beforeAll(async () => {
    slowUpstream = await startTestUpstream("slow-hashing", { scryptCost: 32_768 });
    shortLimit = await startTestGateway(slowUpstream.url, { UPSTREAM_PASSWORD_TIMEOUT_MS: "25" });
    defaultLimit = await startTestGateway(slowUpstream.url);
  }, 60_000);
  afterAll(async () => {
    await shortLimit?.close();
    await defaultLimit?.close();
    await slowUpstream?.close();
  });

  const signUpAt = async (gateway: RunningGateway, email: string, idempotencyKey: string) => {
    const { body } = await graphqlAt(() => gateway.url)<{
      signUp: { created: boolean; idempotencyKey: string; errors: UserError[] };
    }>(
      `mutation ($input: SignUpInput!) { signUp(input: $input) {
        created idempotencyKey errors { field code message } } }`,
      {
        input: {
          details: {
            accessCode: "WELCOME2026",
            email,
            title: "Mr",
            firstName: "Alan",
            lastName: "Turing",
            nationalityId: "1",
            phoneCountryCode: "+1",
            phoneNumber: "5551234567",
          },
          password: "Secret#12",
          confirmPassword: "Secret#12",
          acceptTerms: true,
          idempotencyKey,
        },
      },
    );
    expect(body.errors).toBeUndefined();
    return body.data.signUp;
  };

  test("no false failure: each answer is created or OUTCOME_UNKNOWN, and the retries with their keys are created, once", async () => {
    const run = Date.now().toString(36);
    const attempts = Array.from({ length: 10 }, (_, i) => ({
      email: `slow.${run}.${i}@example.com`,
      key: newKey(),
    }));
    const answers = await Promise.all(attempts.map((a) => signUpAt(shortLimit, a.email, a.key)));
    const codes = answers.map((a) => (a.created ? "CREATED" : a.errors.map((e) => e.code).join()));
    for (const code of codes) expect(["CREATED", "OUTCOME_UNKNOWN"]).toContain(code);
    // hashing ten passwords at this cost takes longer than 25 ms: some answers came too late
    expect(codes).toContain("OUTCOME_UNKNOWN");

    // whether or not the timed-out sign-up was done upstream, its retry answers "created"
    const retries = await Promise.all(attempts.map((a) => signUpAt(defaultLimit, a.email, a.key)));
    retries.forEach((retry, i) =>
      expect(retry).toEqual({ created: true, idempotencyKey: attempts[i]!.key, errors: [] }),
    );
    for (const { email } of attempts) {
      const [row] = await slowUpstream.db.query<{ n: number }>(
        "SELECT count(*)::integer AS n FROM accounts WHERE email = $1",
        [email],
      );
      expect(row?.n).toBe(1);
    }
  }, 30_000);
});

describe("a saved traveller", () => {
  const SAVE = `mutation ($input: SaveTravelerInput!) { saveTraveler(input: $input) {
    traveler { id firstName lastName } idempotencyKey errors { field code message } } }`;
  type Saved = {
    saveTraveler: {
      traveler: { id: string; firstName: string; lastName: string } | null;
      idempotencyKey: string | null;
      errors: UserError[];
    };
  };
  const save = (
    input: Record<string, unknown>,
    headers: Record<string, string>,
    to?: () => RunningGateway,
  ) => graphql<Saved>(SAVE, { input }, headers, to).then((d) => d.saveTraveler);

  test("sent twice at once with one key is added once; timed out, its retry answers it", async () => {
    const traveller = await signIn("traveller@example.com", "Traveller#1");
    const input = (firstName: string, idempotencyKey: string) => ({
      title: "Mr",
      firstName,
      lastName: "Keyed",
      ageBand: "26 to 30",
      idempotencyKey,
    });
    const key = newKey();
    const [a, b] = await Promise.all([
      save(input("Twice", key), traveller),
      save(input("Twice", key), traveller),
    ]);
    expect(a.errors).toEqual([]);
    expect(b).toEqual(a);
    expect(await count("saved_travelers WHERE first_name = $1", ["Twice"])).toBe(1);

    proxy.hold("POST /api/profile/travelers/save");
    const late = newKey();
    const timedOut = await save(input("Late", late), traveller, HURRIED);
    expect(timedOut).toEqual({
      traveler: null,
      idempotencyKey: late,
      errors: [expect.objectContaining({ code: "OUTCOME_UNKNOWN" })],
    });
    await waitFor(
      () => proxy.heldAnswers("POST /api/profile/travelers/save") >= 1,
      "the upstream's traveller answer",
    );
    proxy.release();
    const retry = await save(input("Late", late), traveller);
    expect(retry).toMatchObject({ traveler: { firstName: "Late" }, errors: [] });
    expect(await count("saved_travelers WHERE first_name = $1", ["Late"])).toBe(1);
  });
});

describe("an agent client", () => {
  const ADD = `mutation ($input: AddAgentClientInput!) { addAgentClient(input: $input) {
    client { id email } idempotencyKey errors { field code message } } }`;
  type Added = {
    addAgentClient: {
      client: { id: string; email: string } | null;
      idempotencyKey: string | null;
      errors: UserError[];
    };
  };

  test("sent twice at once with one key is added once, and a retry answers the client, not CLIENT_EXISTS", async () => {
    const agent = await signIn("agent@example.com", "Agent#2026");
    const email = `keyed.${Date.now().toString(36)}@example.com`;
    const input = { name: "Kay Keyed", email, idempotencyKey: newKey() };
    const add = () => graphql<Added>(ADD, { input }, agent).then((d) => d.addAgentClient);
    const [a, b] = await Promise.all([add(), add()]);
    expect(a).toMatchObject({
      client: { email },
      idempotencyKey: input.idempotencyKey,
      errors: [],
    });
    expect(b).toEqual(a);
    expect(await add()).toEqual(a);
    expect(await count("agent_clients WHERE email = $1", [email])).toBe(1);
  });
});

describe("the savings join", () => {
  test("timed out while saving the member (spec §8: new, empty redirect), its retry finds the one member", async () => {
    const wallet = await signIn("wallet@example.com", "Wallet#2026");
    const START = `mutation { startDailySavings { signInRequired isNew redirect errors { code } } }`;
    type Started = {
      startDailySavings: { signInRequired: boolean; isNew: boolean; redirect: string };
    };
    proxy.hold("POST /api/savings/setMember");
    const first = await graphql<Started>(START, {}, wallet, HURRIED);
    expect(first.startDailySavings).toMatchObject({ isNew: true, redirect: "" });
    await waitFor(
      () => proxy.heldAnswers("POST /api/savings/setMember") >= 1,
      "the upstream's member save",
    );
    proxy.release();
    const retry = await graphql<Started>(START, {}, wallet);
    expect(retry.startDailySavings).toMatchObject({
      isNew: false,
      redirect: expect.stringMatching(/\/director\?cvt=[0-9a-f]{64}$/),
    });
    const [member] = await upstream.db.query<{ user_id: number; memberid: string }>(
      `SELECT m.user_id, m.memberid FROM savings_members m JOIN accounts a ON a.account_id = m.user_id
       WHERE a.email = $1`,
      ["wallet@example.com"],
    );
    expect(await count("savings_members WHERE user_id = $1", [member?.user_id])).toBe(1);
    expect(
      await count("savings_provider_members WHERE member_customer_identifier = $1", [
        member?.memberid,
      ]),
    ).toBe(1);
  });
});

describe("a booking", () => {
  const BOOK = `mutation ($input: BookOfferInput!) { bookOffer(input: $input) {
    reservation { id reference } errors { field code message } } }`;
  type Booked = {
    bookOffer: { reservation: { id: string; reference: string } | null; errors: UserError[] };
  };
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  async function bookable(headers: Record<string, string>) {
    const { offers } = await graphql<{ offers: { id: string }[] }>(`
      {
        offers(product: HLT, destination: "lis") {
          id
        }
      }
    `);
    // no card: the same input prices the same before and after the booking (a retry's rule)
    const priced = {
      trip: { offerId: offers[0]!.id, checkIn: day(20), checkOut: day(22), guests: 1 },
      selection: { product: "HLT", certificateId: null, discountCardIds: [] },
      certificatePrompt: "DECLINE",
    };
    const { quote } = await graphql<{ quote: { total: { amount: number } } }>(
      `
        query ($input: QuoteInput!) {
          quote(input: $input) {
            total {
              amount
            }
          }
        }
      `,
      { input: priced },
      headers,
    );
    return (requestId: string, to?: () => RunningGateway) =>
      graphql<Booked>(
        BOOK,
        { input: { ...priced, requestId, expectedTotal: quote.total.amount } },
        headers,
        to,
      ).then((d) => d.bookOffer);
  }

  test("sent twice at once with one request id books once; timed out, its retry answers the booking", async () => {
    const traveller = await signIn("traveller@example.com", "Traveller#1");
    const book = await bookable(traveller);
    const requestId = newKey();
    const [a, b] = await Promise.all([book(requestId), book(requestId)]);
    expect(a.errors).toEqual([]);
    expect(b).toEqual(a);
    expect(await count("reservations WHERE request_id = $1", [requestId])).toBe(1);

    proxy.hold("POST /api/reservations");
    const late = newKey();
    expect(await book(late, HURRIED)).toEqual({
      reservation: null,
      errors: [expect.objectContaining({ field: null, code: "OUTCOME_UNKNOWN" })],
    });
    await waitFor(
      () => proxy.heldAnswers("POST /api/reservations") >= 1,
      "the upstream's booking answer",
    );
    expect(await count("reservations WHERE request_id = $1", [late])).toBe(1);
    proxy.release();
    const retry = await book(late);
    expect(retry).toMatchObject({ reservation: { id: expect.any(String) }, errors: [] });
    expect(await count("reservations WHERE request_id = $1", [late])).toBe(1);
  });
});

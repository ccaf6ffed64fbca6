/**
 * Bad input through the real gateway and the real upstream. Wrong types, blank values,
 * 10,000-character strings, unicode and markup in every field of every account mutation and
 * query get a clear message and store nothing; no response carries a stack trace, the upstream's
 * address or a session token. The upstream's account endpoints are swept directly too: broken
 * bodies and bad fields answer a 4xx or the status-0 envelope with a clear message, never a 500.
 */
import type { RunningGateway } from "@travel/gateway";
import { DEMO_ACCESS_CODES, DEMO_ACCOUNTS, type RunningUpstream } from "@travel/upstream";
import {
  ACCESS_CODE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  TOKEN_MAX_LENGTH,
  messages,
  tooLongMessage,
} from "@travel/schema/validation";
import { LENIENT_ABUSE_LIMITS, startTestGateway, startTestUpstream } from "../support/stack";

// Each test sends dozens of cases through the gateway and the upstream, one after another: on a
// busy two-core machine that takes well over Jest's default 5 s, so each test gets a minute.
jest.setTimeout(60_000);

let upstream: RunningUpstream;
let gateway: RunningGateway;
/** Error lines the gateway logged (an upstream failure or an internal error is one). */
const gatewayErrors: string[] = [];

beforeAll(async () => {
  upstream = await startTestUpstream("bad-input", {
    // social providers off: no token verifies, and nothing reaches the network
    googleClientId: undefined,
    facebookAppId: undefined,
    ssoJwksUrl: undefined,
  });
  // the abuse limits have tests of their own (abuse.test.ts); here every request must reach
  // the rules under test
  gateway = await startTestGateway(upstream.url, LENIENT_ABUSE_LIMITS, {
    logSink: (line) => {
      if ((JSON.parse(line) as { level?: string }).level === "error") gatewayErrors.push(line);
    },
  });
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
});

// ---------------------------------------------------------------------------------------------
// The bad values
// ---------------------------------------------------------------------------------------------

const BAD_STRINGS = {
  empty: "",
  "whitespace only": " \t\n\u00a0 ",
  "10,000 characters": "a".repeat(10_000),
  emoji: "😀🎉👍🏽",
  "RTL text": "مرحبا",
  "combining marks": "Z̴̡a̶l̷g̸o̵",
  "NUL character": "ab\u0000cd",
  "lone surrogate": "ab\ud800cd",
  "script tag": "<script>alert(1)</script>",
  "attribute breakout": '"><img src=x onerror=alert(1)>',
  "SQL-ish": "' OR 1=1 --",
} as const;
type BadStringKind = keyof typeof BAD_STRINGS;

/** Letters of other scripts and combining marks: legitimate in a name (see the names test). */
const NAME_SCRIPTS: readonly BadStringKind[] = ["RTL text", "combining marks"];

let counter = 0;
/** A new, never-registered email address. */
const freshEmail = () => `bad.input.${Date.now()}.${++counter}@example.com`;
/** Shaped like a JWT, but signed by nobody: no provider accepts it. */
const UNVERIFIABLE_ID_TOKEN = "eyJhbGciOiJSUzI1NiJ9.eyJlbWFpbCI6InhAZXhhbXBsZS5jb20ifQ.c2ln";
/** Shaped like an emailed key, but never issued. */
const UNKNOWN_KEY = "k".repeat(43);

// ---------------------------------------------------------------------------------------------
// GraphQL plumbing and the checks every response must pass
// ---------------------------------------------------------------------------------------------

interface UserError {
  field: string | null;
  code: string;
  message: string;
}
interface GraphQLError {
  message: string;
  extensions?: { code?: string };
}
interface Sent {
  status: number;
  raw: string;
  setCookie: string;
  body: { data?: Record<string, Record<string, unknown> | null> | null; errors?: GraphQLError[] };
}

async function send(
  url: string,
  init: RequestInit,
): Promise<Omit<Sent, "body"> & { json: unknown }> {
  const res = await fetch(url, init);
  const raw = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    json = undefined;
  }
  return { status: res.status, raw, setCookie: res.headers.get("set-cookie") ?? "", json };
}

async function graphql(query: string, variables: Record<string, unknown>): Promise<Sent> {
  const { json, ...rest } = await send(`${gateway.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  return { ...rest, body: json as Sent["body"] };
}

/** No stack trace, no path into the code, no upstream address, no session token. */
function expectNothingLeaked(sent: Pick<Sent, "raw" | "setCookie">) {
  // a stack frame on a line of its own, or after an escaped newline inside JSON
  expect(sent.raw).not.toMatch(/(?:^|\\n)\s+at /m);
  expect(sent.raw).not.toMatch(/\.(?:ts|js|cjs|mjs):\d/);
  expect(sent.raw).not.toMatch(/node_modules|"stack(?:trace)?"/i);
  expect(sent.raw).not.toContain(upstream.url);
  expect(sent.raw).not.toContain(`:${upstream.port}`);
  expect(sent.raw).not.toMatch(/"token":"/);
  expect(sent.setCookie).not.toMatch(/(?:^|,\s*)session=[^;]/);
}

/** A GraphQL variable-coercion error: a client error whose message names the bad variable. */
function expectCoercionError(sent: Sent, where: string) {
  expect(sent.status).toBe(400);
  const errors = sent.body.errors ?? [];
  expect(errors.length).toBeGreaterThan(0);
  for (const error of errors) {
    expect(["BAD_USER_INPUT", "GRAPHQL_VALIDATION_FAILED"]).toContain(error.extensions?.code);
    expect(error.message).toContain(where);
  }
}

/**
 * The clear messages a traveller may get: the shared ones (spec §5, §8 and ours) and the
 * upstream refusals the gateway passes on. "We could not complete this right now" is not among
 * them: for bad input it would mean the upstream failed on it.
 */
const CLEAR_MESSAGES: readonly string[] = [
  ...Object.values(messages).filter((m) => m !== messages.UPSTREAM_UNAVAILABLE),
  ...[EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, ACCESS_CODE_MAX_LENGTH, TOKEN_MAX_LENGTH, 8].map(
    tooLongMessage,
  ),
  "Invalid Access Code",
  "SOCIAL SIGN-IN FAILED",
  "This verification link is invalid or has expired",
  "This reset link is invalid or has expired",
];

/** How many rows the accounts domain has written so far (cheap enough for every test). */
async function storedState() {
  const count = async (table: string) =>
    (await upstream.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;
  return {
    accounts: await count("accounts"),
    sessions: await count("sessions"),
    keys: await count("account_keys"),
    mails: await count("mail_outbox"),
  };
}

/** The id of the newest mail of the upstream's outbox (GET /api/dev/outbox), 0 when none. */
async function newestMail(): Promise<number> {
  const outbox = (await (await fetch(`${upstream.url}/api/dev/outbox`)).json()) as {
    data: { id: number }[];
  };
  return Math.max(0, ...outbox.data.map((m) => m.id));
}

/** The upstream's existence check: code 404 means no account has this email. */
async function accountExists(email: string): Promise<boolean> {
  const res = await fetch(`${upstream.url}/api/signUp/checkAccountForExists`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonSigUp: { email_id: email } }),
  });
  const { data } = (await res.json()) as { data: { data: { code: number } } };
  return data.data.code !== 404;
}

// ---------------------------------------------------------------------------------------------
// The account operations and their fields
// ---------------------------------------------------------------------------------------------

type FieldType = "String!" | "String" | "ID" | "Boolean" | "Boolean!" | "Enum" | "Enum!";

interface FieldSpec {
  /** Dotted path inside the input. */
  path: string;
  type: FieldType;
  /** The field must be filled: null and blank are refused, not taken as "not given". */
  required?: boolean;
  /** Messages the gateway may give on this field. */
  messages?: readonly string[];
  /** Messages of an upstream refusal (field null) that may judge this field instead. */
  upstream?: readonly string[];
  /** Kinds of bad string that are legitimate here (tested elsewhere). */
  accepts?: readonly BadStringKind[];
}

interface Operation {
  name: string;
  inputType: string;
  /** Payload fields besides `errors`. */
  selection: string;
  /** The payload field that tells success: it must stay false or null. */
  success: string;
  /** A valid input. */
  base: () => Record<string, unknown>;
  fields: readonly FieldSpec[];
}

const DETAILS_FIELDS: readonly FieldSpec[] = [
  {
    path: "accessCode",
    type: "String",
    required: true, // the seeded site enables the access code
    messages: [
      messages.ACCESS_CODE_REQUIRED,
      tooLongMessage(ACCESS_CODE_MAX_LENGTH),
      messages.INVALID_VALUE,
    ],
  },
  { path: "masterCode", type: "String", messages: [messages.INVALID_VALUE] },
  {
    path: "email",
    type: "String!",
    required: true,
    messages: [messages.EMAIL_REQUIRED, messages.INVALID_MAIL, tooLongMessage(EMAIL_MAX_LENGTH)],
  },
  {
    path: "title",
    type: "String!",
    required: true,
    messages: [messages.TITLE_REQUIRED, messages.INVALID_TITLE],
  },
  {
    path: "firstName",
    type: "String!",
    required: true,
    messages: [
      messages.FIRST_NAME_REQUIRED,
      tooLongMessage(NAME_MAX_LENGTH),
      messages.INVALID_NAME_CHARACTERS,
    ],
    accepts: NAME_SCRIPTS,
  },
  {
    path: "lastName",
    type: "String!",
    required: true,
    messages: [
      messages.LAST_NAME_REQUIRED,
      tooLongMessage(NAME_MAX_LENGTH),
      messages.INVALID_NAME_CHARACTERS,
    ],
    accepts: NAME_SCRIPTS,
  },
  {
    path: "nationalityId",
    type: "ID",
    messages: [tooLongMessage(TOKEN_MAX_LENGTH), messages.INVALID_VALUE],
  },
  {
    path: "phoneCountryCode",
    type: "String",
    messages: [tooLongMessage(8), messages.INVALID_PHONE_COUNTRY_CODE],
  },
  {
    path: "phoneNumber",
    type: "String",
    messages: [messages.PHONE_DIGITS_ONLY, messages.PHONE_TOO_LONG],
  },
];

const details = (prefix: string) =>
  DETAILS_FIELDS.map((f) => ({ ...f, path: `${prefix}${f.path}` }));

const validDetails = () => ({
  accessCode: DEMO_ACCESS_CODES.valid,
  email: freshEmail(),
  title: "Mrs",
  firstName: "Zoë",
  lastName: "O'Brien",
  nationalityId: "1",
  phoneCountryCode: "+1",
  phoneNumber: "5551234567",
});

const NEW_PASSWORD_FIELDS: readonly FieldSpec[] = [
  {
    path: "password",
    type: "String!",
    required: true,
    messages: [
      messages.PLEASE_ENTER_PASSWORD,
      messages.PASSWORD_TOO_LONG,
      messages.PASSWORD_COMPLEXITY,
    ],
  },
  {
    path: "confirmPassword",
    type: "String!",
    required: true,
    messages: [
      messages.PLEASE_ENTER_PASSWORD,
      messages.PASSWORD_TOO_LONG,
      messages.PASSWORDS_DO_NOT_MATCH,
    ],
  },
];

const LINK_CODE_FIELD = (path: string): FieldSpec => ({
  path,
  type: "String",
  messages: [messages.INVALID_VALUE],
});
const ID_TOKEN_FIELD: FieldSpec = {
  path: "idToken",
  type: "String!",
  required: true,
  messages: [messages.SOCIAL_SIGN_IN_FAILED],
};
const PROVIDER_FIELD: FieldSpec = { path: "provider", type: "Enum!" };
const TOKEN_DELIVERY_FIELD: FieldSpec = { path: "tokenDelivery", type: "Enum" };

const SIGN_IN_SELECTION = "token redirectTo viewer { email }";
const SIGN_UP_SELECTION = "created message token viewer { email }";

const OPERATIONS: readonly Operation[] = [
  {
    name: "signIn",
    inputType: "SignInInput",
    selection: SIGN_IN_SELECTION,
    success: "viewer",
    // the right password: a bad value anywhere else must still stop the sign-in
    base: () => ({ ...DEMO_ACCOUNTS.traveller, tokenDelivery: "BEARER" }),
    fields: [
      {
        path: "email",
        type: "String!",
        required: true,
        messages: [messages.PLEASE_ENTER_EMAIL, tooLongMessage(EMAIL_MAX_LENGTH)],
        // spec §5: sign-in checks only that the email is filled; the upstream judges the rest
        upstream: [messages.INVALID_CREDENTIALS],
      },
      {
        path: "password",
        type: "String!",
        required: true,
        messages: [messages.PLEASE_ENTER_PASSWORD, messages.PASSWORD_TOO_LONG],
        upstream: [messages.INVALID_CREDENTIALS],
      },
      {
        path: "accessCode",
        type: "String",
        messages: [tooLongMessage(ACCESS_CODE_MAX_LENGTH), messages.INVALID_VALUE],
      },
      { path: "rememberMe", type: "Boolean" },
      { path: "promotionVisited", type: "Boolean" },
      { path: "allowRedirect", type: "Boolean" },
      TOKEN_DELIVERY_FIELD,
    ],
  },
  {
    name: "socialSignIn",
    inputType: "SocialSignInInput",
    selection: SIGN_IN_SELECTION,
    success: "viewer",
    base: () => ({ provider: "GOOGLE", idToken: UNVERIFIABLE_ID_TOKEN, tokenDelivery: "BEARER" }),
    fields: [PROVIDER_FIELD, ID_TOKEN_FIELD, TOKEN_DELIVERY_FIELD],
  },
  {
    name: "checkAccount",
    inputType: "CheckAccountInput",
    selection: "isNew message",
    success: "isNew",
    base: () => ({ email: freshEmail() }),
    fields: [
      {
        path: "email",
        type: "String!",
        required: true,
        messages: [
          messages.EMAIL_REQUIRED,
          messages.INVALID_MAIL,
          tooLongMessage(EMAIL_MAX_LENGTH),
        ],
      },
    ],
  },
  {
    name: "validateSignUpDetails",
    inputType: "SignUpDetailsInput",
    selection: "valid",
    success: "valid",
    base: validDetails,
    fields: details(""),
  },
  {
    name: "signUp",
    inputType: "SignUpInput",
    selection: SIGN_UP_SELECTION,
    success: "created",
    base: () => ({
      details: validDetails(),
      password: "Secret#12",
      confirmPassword: "Secret#12",
      acceptTerms: true,
      referralOrg: "ORG-1",
      referralCode: "TESS2026",
      tripId: "TRIP-42",
      language: "en-US",
    }),
    fields: [
      ...details("details."),
      ...NEW_PASSWORD_FIELDS,
      { path: "acceptTerms", type: "Boolean!" },
      LINK_CODE_FIELD("referralOrg"),
      LINK_CODE_FIELD("referralCode"),
      LINK_CODE_FIELD("tripId"),
      LINK_CODE_FIELD("language"),
    ],
  },
  {
    name: "socialSignUp",
    inputType: "SocialSignUpInput",
    selection: SIGN_UP_SELECTION,
    success: "created",
    base: () => ({
      provider: "FACEBOOK",
      idToken: UNVERIFIABLE_ID_TOKEN,
      details: validDetails(),
      referralOrg: "ORG-1",
      tripId: "TRIP-42",
      tokenDelivery: "BEARER",
    }),
    fields: [
      PROVIDER_FIELD,
      ID_TOKEN_FIELD,
      ...details("details."),
      LINK_CODE_FIELD("referralOrg"),
      LINK_CODE_FIELD("tripId"),
      TOKEN_DELIVERY_FIELD,
    ],
  },
  {
    name: "verifyAccount",
    inputType: "VerifyAccountInput",
    selection: "verified",
    success: "verified",
    base: () => ({ key: UNKNOWN_KEY }),
    fields: [{ path: "key", type: "String!", required: true, messages: [messages.INVALID_LINK] }],
  },
  {
    name: "requestPasswordReset",
    inputType: "RequestPasswordResetInput",
    selection: "accepted",
    success: "accepted",
    // an existing account: a bad value must not mail it a link
    base: () => ({ email: DEMO_ACCOUNTS.traveller.email }),
    fields: [
      {
        path: "email",
        type: "String!",
        required: true,
        messages: [
          messages.PLEASE_ENTER_EMAIL,
          messages.INVALID_MAIL,
          tooLongMessage(EMAIL_MAX_LENGTH),
        ],
      },
    ],
  },
  {
    name: "changePassword",
    inputType: "ChangePasswordInput",
    selection: "changed",
    success: "changed",
    base: () => ({ key: UNKNOWN_KEY, password: "Fresh#2027", confirmPassword: "Fresh#2027" }),
    fields: [
      { path: "key", type: "String!", required: true, messages: [messages.INVALID_LINK] },
      ...NEW_PASSWORD_FIELDS,
    ],
  },
];

const operation = (name: string) => OPERATIONS.find((o) => o.name === name) as Operation;

// ---------------------------------------------------------------------------------------------
// Cases: every field of every operation with every kind of bad value
// ---------------------------------------------------------------------------------------------

type Expected = "coercion error" | "refused";

/** One bad value for one field. */
interface Case {
  kind: string;
  value: unknown;
  expected: Expected;
}

const isString = (t: FieldType) => t === "String" || t === "String!" || t === "ID";
const nonNull = (t: FieldType) => t.endsWith("!");

/** Values of the wrong type for a field, and what each must give. */
function wrongTypes(field: FieldSpec): Case[] {
  const cases: Case[] = [];
  const coercion = (kind: string, value: unknown) =>
    cases.push({ kind: `wrong type: ${kind}`, value, expected: "coercion error" });
  // GraphQL's ID takes integers: 42 is the id "42", not a wrong type
  if (field.type !== "ID") coercion("number", 42);
  if (field.type.startsWith("Boolean")) coercion("string", "yes");
  else coercion("boolean", true);
  if (field.type.startsWith("Enum")) {
    coercion("unknown enum value", "SMOKE_SIGNAL");
    coercion("empty string", "");
  }
  coercion("object", { $ne: "" });
  coercion("array", ["x"]);
  if (nonNull(field.type)) coercion("null for non-null", null);
  else if (field.required) cases.push({ kind: "null", value: null, expected: "refused" });
  return cases;
}

/** Every bad value for `field`. */
function casesOf(field: FieldSpec): Case[] {
  const cases = wrongTypes(field);
  if (!isString(field.type)) return cases;
  for (const [kind, value] of Object.entries(BAD_STRINGS) as [BadStringKind, string][]) {
    if (field.accepts?.includes(kind)) continue;
    // blank optional fields are simply "not given"
    const blank = kind === "empty" || kind === "whitespace only";
    if (blank && !field.required) continue;
    cases.push({ kind, value, expected: "refused" });
  }
  return cases;
}

/** A copy of `input` with the dotted `path` set to `value`. */
function withValue(input: Record<string, unknown>, path: string, value: unknown) {
  const copy = structuredClone(input);
  const keys = path.split(".");
  const last = keys.pop() as string;
  let target = copy;
  for (const key of keys) target = target[key] as Record<string, unknown>;
  target[last] = value;
  return copy;
}

function documentOf(op: Operation): string {
  return `mutation ($input: ${op.inputType}!) {
    ${op.name}(input: $input) { ${op.selection} errors { field code message } }
  }`;
}

/** The error that judges `field`: one on the field itself, else an upstream refusal. */
function expectRefused(sent: Sent, op: Operation, field: FieldSpec) {
  expect(sent.status).toBe(200);
  expect(sent.body.errors).toBeUndefined();
  const payload = sent.body.data?.[op.name] as Record<string, unknown> & { errors: UserError[] };
  expect(payload[op.success] ?? null).not.toBe(true);
  if (op.success === "viewer" || op.success === "created") {
    expect(payload.viewer ?? null).toBeNull();
    expect(payload.token ?? null).toBeNull();
  }
  expect(payload.errors.length).toBeGreaterThan(0);
  for (const error of payload.errors) expect(CLEAR_MESSAGES).toContain(error.message);
  const own = payload.errors.find((e) => e.field === field.path);
  if (own) {
    expect(field.messages).toContain(own.message);
  } else {
    // no error on the field: then an upstream refusal that may judge it (wrong credentials)
    const judged = payload.errors.find((e) => e.field === null)?.message;
    const judgedByUpstream = judged !== undefined && (field.upstream ?? []).includes(judged);
    expect({ errors: payload.errors, judgedByUpstream }).toEqual({
      errors: payload.errors,
      judgedByUpstream: true,
    });
  }
}

/**
 * Runs `check` for every case at once and fails with the list of the cases that broke, each
 * named by its kind, so one test can cover all the bad values of a field readably.
 */
async function expectEach<C extends { kind: string }>(
  cases: readonly C[],
  check: (c: C) => Promise<void>,
) {
  const failures = await Promise.all(
    cases.map(async (c) => {
      try {
        await check(c);
        return null;
      } catch (error) {
        // eslint-disable-next-line no-control-regex
        return `${c.kind}: ${(error as Error).message.replace(/\u001b\[\d+m/g, "")}`;
      }
    }),
  );
  expect(failures.filter((f) => f !== null)).toEqual([]);
}

const FIELD_TESTS = OPERATIONS.flatMap((op) =>
  op.fields.map((field) => [`${op.name} ${field.path}`, op, field] as const),
);

describe("every field of every account mutation", () => {
  let mailBefore = 0;
  beforeAll(async () => {
    mailBefore = await newestMail();
  });

  it.each(FIELD_TESTS)("%s: every bad value is refused clearly", async (_title, op, field) => {
    const before = await storedState();
    const loggedErrors = gatewayErrors.length;
    // one valid input for all the cases: each must be refused, so none may use up its email
    const base = op.base();

    await expectEach(casesOf(field), async (c) => {
      const sent = await graphql(documentOf(op), { input: withValue(base, field.path, c.value) });
      expectNothingLeaked(sent);
      if (c.expected === "coercion error") expectCoercionError(sent, `"input.${field.path}"`);
      else expectRefused(sent, op, field);
    });

    expect(await storedState()).toEqual(before);
    expect(gatewayErrors.slice(loggedErrors)).toEqual([]);
    const email = (base.details as { email?: string } | undefined)?.email;
    if (op.success === "created" && email) expect(await accountExists(email)).toBe(false);
  });

  it("mailed nothing to anyone (the upstream's outbox has no new mail)", async () => {
    expect(await newestMail()).toBe(mailBefore);
  });
});

describe("the invitation query", () => {
  const INVITATION =
    "query ($masterCode: String!) { invitation(masterCode: $masterCode) { email } }";

  it.each(Object.entries(BAD_STRINGS))(
    "answers null (no such invitation) for %s, without asking the upstream to fail",
    async (_kind, masterCode) => {
      const loggedErrors = gatewayErrors.length;
      const sent = await graphql(INVITATION, { masterCode });
      expectNothingLeaked(sent);
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({ data: { invitation: null } });
      expect(gatewayErrors.slice(loggedErrors)).toEqual([]);
    },
  );

  it.each([
    ["number", 42],
    ["boolean", true],
    ["object", { $ne: "" }],
    ["array", ["INVITE-7Q2M"]],
    ["null", null],
  ])("refuses a master code of the wrong type (%s) with a coercion error", async (_kind, value) => {
    const sent = await graphql(INVITATION, { masterCode: value });
    expectNothingLeaked(sent);
    expectCoercionError(sent, '"$masterCode"');
  });
});

describe("malformed GraphQL requests", () => {
  const SIGN_IN = documentOf(operation("signIn"));

  it.each([
    ["a missing input", {}],
    ["an input that is a string", { input: "traveller@example.com" }],
    ["an input that is an array", { input: [DEMO_ACCOUNTS.traveller] }],
    ["an unknown input field", { input: { ...DEMO_ACCOUNTS.traveller, isAdmin: true } }],
  ])("refuses %s with a coercion error", async (_kind, variables) => {
    const before = await storedState();
    const sent = await graphql(SIGN_IN, variables);
    expectNothingLeaked(sent);
    expectCoercionError(sent, '"$input"');
    expect(await storedState()).toEqual(before);
  });

  it.each([
    ["malformed JSON", "{oops", 400],
    ["a 2 MB body", JSON.stringify({ query: SIGN_IN, variables: { x: "x".repeat(2 << 20) } }), 413],
  ])("answers %s with a clear client error", async (_kind, body, status) => {
    const sent = await send(`${gateway.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expectNothingLeaked(sent);
    expect(sent.status).toBe(status);
    const { errors } = sent.json as { errors: GraphQLError[] };
    expect(errors[0]?.extensions?.code).toBe("BAD_REQUEST");
    expect(errors[0]?.message).toMatch(/malformed json|too large/i);
  });
});

describe("requests outside the API's contract", () => {
  const post = (body: string, contentType = "application/json") =>
    send(`${gateway.url}/graphql`, {
      method: "POST",
      headers: { "content-type": contentType, "apollo-require-preflight": "true" },
      body,
    });

  it.each(["utf-7", "utf-16", "iso-8859-1"])(
    "refuses a body declared as charset=%s with 415, unread",
    async (charset) => {
      const sent = await post(
        JSON.stringify({ query: "{ countries { code } }" }),
        `application/json; charset=${charset}`,
      );
      expectNothingLeaked(sent);
      expect(sent.status).toBe(415);
      const { errors } = sent.json as { errors: GraphQLError[] };
      expect(errors[0]?.extensions?.code).toBe("BAD_REQUEST");
      expect(errors[0]?.message).toMatch(/UTF-8/);
    },
  );

  it("takes a body declared as charset=utf-8", async () => {
    const sent = await post(
      JSON.stringify({ query: "{ __typename }" }),
      "application/json; charset=UTF-8",
    );
    expect(sent.status).toBe(200);
  });

  it("answers a persisted query whose hash is not its query's with BAD_REQUEST, not an internal error", async () => {
    const sent = await post(
      JSON.stringify({
        query: "{ __typename }",
        extensions: { persistedQuery: { version: 1, sha256Hash: "0".repeat(64) } },
      }),
    );
    expectNothingLeaked(sent);
    expect(sent.status).toBe(400);
    const { errors } = sent.json as { errors: GraphQLError[] };
    expect(errors).toEqual([
      {
        message: "The persisted query's sha256Hash is not the hash of its query.",
        extensions: { code: "BAD_REQUEST" },
      },
    ]);
  });

  it.each([-1.79e308, 1.79e308, 1e13])(
    "refuses convert(amount: %d) as bad input",
    async (amount) => {
      const sent = await graphql(
        `
          query Convert($amount: Float!) {
            convert(amount: $amount, from: "USD", to: "EUR") {
              amount
            }
          }
        `,
        { amount },
      );
      expectNothingLeaked(sent);
      const errors = sent.body.errors ?? [];
      expect(errors[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      expect(errors[0]?.message).toMatch(/amount/);
    },
  );

  it("converts the largest amount it takes", async () => {
    const sent = await graphql(
      `
        {
          convert(amount: 1000000000000, from: "USD", to: "USD") {
            amount
            currency
          }
        }
      `,
      {},
    );
    expect(sent.body.errors).toBeUndefined();
    expect(sent.body.data?.convert).toEqual({ amount: 1e12, currency: "USD" });
  });
});

// ---------------------------------------------------------------------------------------------
// Legitimate names and the longest values the rules allow
// ---------------------------------------------------------------------------------------------

const SIGN_UP = documentOf(operation("signUp"));
const CHECK_ACCOUNT = documentOf(operation("checkAccount"));

async function signUpWith(detailsOverride: Record<string, unknown>) {
  const input = {
    details: { ...validDetails(), ...detailsOverride },
    password: "Secret#12",
    confirmPassword: "Secret#12",
    acceptTerms: true,
  };
  const sent = await graphql(SIGN_UP, { input });
  expectNothingLeaked(sent);
  return { email: input.details.email, payload: sent.body.data?.signUp as Record<string, unknown> };
}

describe("international names (the shared name pattern: letters of any script, marks, ' ’ - .)", () => {
  it.each([
    ["José", "José"],
    ["Zoë", "Zoë"],
    ["O'Brien", "O'Brien"],
    ["D’Arcy (typographic apostrophe)", "D’Arcy"],
    ["Anne-Marie", "Anne-Marie"],
    ["St. John", "St. John"],
    ["Nguyễn typed with combining marks", "Nguye\u0302\u0303n"],
    ["Arabic script", "محمد"],
    ["Chinese script", "李"],
    ["Greek script", "Σωκράτης"],
  ])("signs up %s and stores it composed (NFC)", async (_label, name) => {
    const { email, payload } = await signUpWith({ firstName: name, lastName: name });
    expect(payload).toMatchObject({ created: true, errors: [] });
    const [row] = await upstream.db.query<{ first_name: string; last_name: string }>(
      "SELECT first_name, last_name FROM accounts WHERE email = $1",
      [email],
    );
    expect(row).toEqual({ first_name: name.normalize("NFC"), last_name: name.normalize("NFC") });
  });

  it.each([
    ["digits", "J0hn"],
    ["an emoji", "Ann😀"],
    ["markup", "<b>Bo</b>"],
    ["a leading apostrophe", "'Ann"],
    ["a zero-width joiner", "An\u200dn"],
  ])("refuses a name with %s, with the name message", async (_label, name) => {
    const before = await storedState();
    const { payload } = await signUpWith({ firstName: name });
    expect(payload).toMatchObject({
      created: false,
      errors: [
        {
          field: "details.firstName",
          code: "INVALID_CHARACTERS",
          message: messages.INVALID_NAME_CHARACTERS,
        },
      ],
    });
    expect(await storedState()).toEqual(before);
  });

  it("takes a name of exactly 50 letters, even outside the Basic Multilingual Plane", async () => {
    const name = "𠜎".repeat(NAME_MAX_LENGTH);
    const { payload } = await signUpWith({ firstName: name });
    expect(payload).toMatchObject({ created: true, errors: [] });
  });

  it("takes the longest email the rules allow (254 characters)", async () => {
    const local = `long.${++counter}.`.padEnd(EMAIL_MAX_LENGTH - "@example.com".length, "x");
    const address = `${local}@example.com`;
    expect(address).toHaveLength(EMAIL_MAX_LENGTH);
    const check = await graphql(CHECK_ACCOUNT, { input: { email: address } });
    expect(check.body.data?.checkAccount).toMatchObject({ isNew: true, errors: [] });
    const { payload } = await signUpWith({ email: address });
    expect(payload).toMatchObject({ created: true, errors: [] });
    const tooLong = await graphql(CHECK_ACCOUNT, { input: { email: `a${address}` } });
    expect(tooLong.body.data?.checkAccount).toMatchObject({
      isNew: false,
      errors: [{ field: "email", message: tooLongMessage(EMAIL_MAX_LENGTH) }],
    });
  });
});

// ---------------------------------------------------------------------------------------------
// The upstream's account endpoints, swept directly
// ---------------------------------------------------------------------------------------------

/**
 * Messages the upstream refuses with (besides "<field> must be text" and the like, which name
 * the field). "Internal error" is not among them.
 */
const UPSTREAM_MESSAGES: readonly string[] = [
  "Malformed JSON body",
  "Request body must be a JSON object",
  "Request body too large",
  "Please Enter Email Address",
  "Please Enter Password",
  "Please Enter Email ID",
  "Invalid Mail",
  "Please Select Title",
  "Invalid email address or password",
  "Social sign-in failed",
  "Single sign-on failed",
  "Invalid Access Code",
  "This verification link is invalid or has expired",
  "This reset link is invalid or has expired",
  messages.PASSWORD_COMPLEXITY,
  "Session expired",
  "Invitation not found",
];

interface Endpoint {
  path: string;
  /** A valid body (fresh each time). */
  base: () => Record<string, unknown>;
  /** Dotted paths of nested objects. */
  objects?: readonly string[];
  /** Dotted paths of text fields. */
  texts?: readonly string[];
  /** Text fields that may also be numbers. */
  numbers?: readonly string[];
  booleans?: readonly string[];
  /** Whether `{}` is a legitimate body (the endpoint takes no input). */
  emptyIsFine?: boolean;
}

const ENDPOINTS: readonly Endpoint[] = [
  {
    path: "/api/signIn",
    base: () => ({
      jsonSign: {
        usr_type: 2,
        email_id: DEMO_ACCOUNTS.traveller.email,
        password: DEMO_ACCOUNTS.traveller.password,
        googletoken: "",
        fbtoken: "",
        remember: false,
        promotions: { isPromotionVisited: false },
        userdetails: { usr_email_id: DEMO_ACCOUNTS.traveller.email },
      },
      navAgent: "jest",
    }),
    objects: ["jsonSign", "jsonSign.promotions", "jsonSign.userdetails"],
    texts: ["jsonSign.email_id", "jsonSign.password", "jsonSign.googletoken", "jsonSign.fbtoken"],
    booleans: ["jsonSign.remember"],
  },
  {
    path: "/api/auth/signIn",
    base: () => ({ jsonSingIn: { sso_token: UNVERIFIABLE_ID_TOKEN }, ipAddress: "203.0.113.1" }),
    objects: ["jsonSingIn"],
    texts: ["jsonSingIn.sso_token"],
  },
  {
    path: "/api/signUp/checkAccountForExists",
    base: () => ({ jsonSigUp: { email_id: freshEmail() } }),
    objects: ["jsonSigUp"],
    texts: ["jsonSigUp.email_id"],
  },
  {
    path: "/api/signUp/validateAccessCode",
    base: () => ({
      jsonRegister: { accesscode: DEMO_ACCESS_CODES.valid, mastercode: "", email_id: freshEmail() },
    }),
    objects: ["jsonRegister"],
    texts: ["jsonRegister.accesscode", "jsonRegister.mastercode", "jsonRegister.email_id"],
  },
  {
    path: "/api/signUp",
    base: () => {
      const email = freshEmail();
      return {
        jsonRegister: {
          accesscode: DEMO_ACCESS_CODES.valid,
          email_id: email,
          password: "Secret#12",
          googletoken: "",
          fbtoken: "",
          nationality: 1,
          site_url: "http://site.test",
          mastercode: "",
          language: "en-US",
          title: "Mr",
          site_id: 1,
          client_ip_address: "203.0.113.1",
          true_client_ip: "203.0.113.1",
          trip_id: "TRIP-42",
          referral_code: "",
          referral_org: "ORG-1",
          promotions: { isPromotionVisited: false },
          userdetails: {
            email_id: email,
            first_name: "Al",
            last_name: "Bo",
            country_code: "+1",
            mobile_no: "5551234567",
            mobile_country_code: "+1",
          },
        },
      };
    },
    objects: ["jsonRegister", "jsonRegister.promotions", "jsonRegister.userdetails"],
    texts: [
      "jsonRegister.accesscode",
      "jsonRegister.email_id",
      "jsonRegister.password",
      "jsonRegister.googletoken",
      "jsonRegister.fbtoken",
      "jsonRegister.site_url",
      "jsonRegister.mastercode",
      "jsonRegister.language",
      "jsonRegister.title",
      "jsonRegister.client_ip_address",
      "jsonRegister.true_client_ip",
      "jsonRegister.trip_id",
      "jsonRegister.referral_code",
      "jsonRegister.referral_org",
      "jsonRegister.userdetails.email_id",
      "jsonRegister.userdetails.first_name",
      "jsonRegister.userdetails.last_name",
      "jsonRegister.userdetails.country_code",
      "jsonRegister.userdetails.mobile_no",
      "jsonRegister.userdetails.mobile_country_code",
    ],
    numbers: ["jsonRegister.nationality", "jsonRegister.site_id"],
    booleans: ["jsonRegister.promotions.isPromotionVisited"],
  },
  {
    path: "/api/signUp/verifyAccount",
    base: () => ({ key: UNKNOWN_KEY }),
    texts: ["key"],
  },
  {
    path: "/api/auth/forgotPassword",
    // an existing account: a bad body must not mail it a link
    base: () => ({ email_id: DEMO_ACCOUNTS.agent.email }),
    texts: ["email_id"],
  },
  {
    path: "/api/auth/changePassword",
    base: () => ({ key: UNKNOWN_KEY, password: "Fresh#2027" }),
    texts: ["key", "password"],
  },
  { path: "/api/auth/checkLogin", base: () => ({}) },
  { path: "/api/iqps/logout", base: () => ({}), emptyIsFine: true },
];

/** One bad request body. */
interface RestCase {
  kind: string;
  /** The raw request body. */
  body: string;
}

/** The bad bodies of one endpoint: broken bodies as a whole, or bad values of one field. */
interface RestGroup {
  endpoint: Endpoint;
  /** The field the bad values are in; undefined for whole bodies. */
  field?: string;
  cases: RestCase[];
}

const json = (value: unknown) => JSON.stringify(value);

function restGroupsOf(endpoint: Endpoint): RestGroup[] {
  const bodies: RestCase[] = [
    { kind: "invalid JSON", body: "{oops" },
    { kind: "a JSON array body", body: json([endpoint.base()]) },
    { kind: "a JSON string body", body: json("x") },
    { kind: "a JSON number body", body: "42" },
    { kind: "a JSON null body", body: "null" },
    { kind: "a 2 MB body", body: json({ ...endpoint.base(), pad: "x".repeat(2 << 20) }) },
  ];
  if (!endpoint.emptyIsFine) bodies.push({ kind: "an empty object (nothing given)", body: "{}" });
  const groups: RestGroup[] = [{ endpoint, cases: bodies }];

  const field = (path: string, values: [string, unknown][]) =>
    groups.push({
      endpoint,
      field: path,
      cases: values.map(([kind, value]) => ({
        kind,
        body: json(withValue(endpoint.base(), path, value)),
      })),
    });
  for (const path of endpoint.objects ?? []) {
    field(path, [
      ["a string for an object", "x"],
      ["an array for an object", [{}]],
      ["a number for an object", 1],
    ]);
  }
  for (const path of [...(endpoint.texts ?? []), ...(endpoint.numbers ?? [])]) {
    field(path, [
      ...(endpoint.numbers?.includes(path) ? [] : [["a number for text", 42] as [string, unknown]]),
      ["a boolean for text", true],
      ["an object for text", { $ne: "" }],
      ["an array for text", ["x"]],
      ["10,000 characters", "a".repeat(10_000)],
      ["a NUL character", "ab\u0000cd"],
      ["a lone surrogate", "ab\ud800cd"],
    ]);
  }
  for (const path of endpoint.booleans ?? []) {
    field(path, [
      ["a string for a boolean", "yes"],
      ["a number for a boolean", 1],
    ]);
  }
  return groups;
}

/** The refusal message of an upstream answer, or null when the answer is not a refusal. */
function refusalOf(status: number, body: unknown): string | null {
  const b = (body ?? {}) as {
    status?: unknown;
    message?: unknown;
    data?: { code?: unknown; resp?: unknown; data?: { status?: unknown } };
  };
  if (status >= 400 && status < 500) return b.status === 0 ? String(b.message) : null;
  if (status !== 200) return null;
  if (b.status === 0 && typeof b.message === "string") return b.message;
  if (b.status === 0 && b.data?.code === 400) return String(b.data.resp);
  if (b.data?.data?.status === 0) return String(b.data.resp);
  return null;
}

const REST_TESTS = ENDPOINTS.flatMap(restGroupsOf).map(
  (g) => [`POST ${g.endpoint.path}${g.field ? ` ${g.field}` : " (whole body)"}`, g] as const,
);

describe("the upstream's account endpoints", () => {
  let mailBefore = 0;
  beforeAll(async () => {
    mailBefore = await newestMail();
  });
  it.each(REST_TESTS)("%s: every bad body is refused clearly, never with a 500", async (_t, g) => {
    const before = await storedState();

    await expectEach(g.cases, async (c) => {
      const sent = await send(`${upstream.url}${g.endpoint.path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: c.body,
      });
      expectNothingLeaked(sent);
      expect(sent.status).not.toBe(500);
      const message = refusalOf(sent.status, sent.json);
      expect({ status: sent.status, message }).toEqual({
        status: sent.status,
        message: expect.any(String),
      });
      // clear: a known message, or one naming the bad field ("email_id must be text")
      const leaf = g.field?.split(".").pop() ?? "";
      const clear =
        UPSTREAM_MESSAGES.includes(message as string) || (leaf !== "" && message?.includes(leaf));
      expect({ message, clear }).toEqual({ message, clear: true });
    });

    expect(await storedState()).toEqual(before);
  });

  it.each([
    ["a missing master code", ""],
    ["an empty master code", "?mastercode="],
    ["a NUL character", "?mastercode=ab%00cd"],
    ["invalid UTF-8", "?mastercode=ab%ED%A0%80cd"],
    ["markup", `?mastercode=${encodeURIComponent(BAD_STRINGS["script tag"])}`],
    ["10,000 characters", `?mastercode=${"a".repeat(10_000)}`],
    ["a repeated parameter", "?mastercode=a&mastercode=INVITE-7Q2M"],
  ])("GET /api/signUp/invitation with %s answers 404 Invitation not found", async (_k, query) => {
    const sent = await send(`${upstream.url}/api/signUp/invitation${query}`, {});
    expectNothingLeaked(sent);
    expect(sent.status).toBe(404);
    expect(sent.json).toEqual({ status: 0, message: "Invitation not found" });
  });

  it.each([
    ["garbage", "Bearer not-a-token"],
    ["10,000 characters", `Bearer ${"a".repeat(10_000)}`],
    ["another scheme", "Basic dXNlcjpwYXNz"],
  ])("POST /api/auth/checkLogin with a %s token answers 401", async (_k, authorization) => {
    const sent = await send(`${upstream.url}/api/auth/checkLogin`, {
      method: "POST",
      headers: { authorization },
    });
    expectNothingLeaked(sent);
    expect(sent.status).toBe(401);
    expect(sent.json).toEqual({ status: 0, message: "Session expired" });
  });

  it("mailed nothing to anyone (the outbox has no new mail)", async () => {
    expect(await newestMail()).toBe(mailBefore);
  });
});

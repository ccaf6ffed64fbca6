// Sign-up mutations over the mocked upstream: existence check, details/access code, email and
// social sign-up with the spec's messages, bad input refused before any upstream call.
import { messages } from "@travel/schema/validation";
import { http } from "msw";
import { startTestGateway, type TestGateway } from "../../testing/test-gateway";
import { accountsDb, db } from "../../testing/upstream-db";
import { TEST_UPSTREAM_URL } from "../../testing/upstream-handlers";
import { useUpstreamMock } from "../../testing/upstream-mock";

const upstream = useUpstreamMock();
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());
afterEach(() => gateway.clearLogs());

const ERRORS = "errors { field code message }";
const CHECK = `mutation C($input: CheckAccountInput!) { checkAccount(input: $input) { isNew message ${ERRORS} } }`;
const DETAILS = `mutation D($input: SignUpDetailsInput!) { validateSignUpDetails(input: $input) { valid ${ERRORS} } }`;
const SIGN_UP = `mutation S($input: SignUpInput!) { signUp(input: $input) { created message viewer { id } token ${ERRORS} } }`;
const SOCIAL_SIGN_UP = `mutation SS($input: SocialSignUpInput!) { socialSignUp(input: $input) { created message viewer { id email } token ${ERRORS} } }`;

const details = {
  accessCode: "WELCOME",
  email: "nguyen@example.com",
  title: "Mr",
  firstName: "Nguyễn",
  lastName: "O'Brien",
  nationalityId: "5",
  phoneCountryCode: "+44",
  phoneNumber: "7700900123",
};
const passwords = { password: "aA1!xyz", confirmPassword: "aA1!xyz", acceptTerms: true };

async function call(query: string, input: unknown) {
  const { body, headers } = await gateway.graphql(query, { variables: { input } });
  const data = body.data ?? {};
  return { payload: Object.values(data)[0] as Record<string, unknown>, headers, body };
}

describe("Mutation.checkAccount", () => {
  it("says new for code 404", async () => {
    expect((await call(CHECK, { email: " fresh@example.com " })).payload).toEqual({
      isNew: true,
      message: null,
      errors: [],
    });
    expect(accountsDb.received[0]?.body).toEqual({ jsonSigUp: { email_id: "fresh@example.com" } });
  });

  it("gives the upstream's message for code 201", async () => {
    expect((await call(CHECK, { email: "zoe@example.com" })).payload).toEqual({
      isNew: false,
      message: "This email is already registered. Please sign in.",
      errors: [],
    });
  });

  it("refuses a blank or invalid email without calling upstream", async () => {
    expect((await call(CHECK, { email: "  " })).payload.errors).toEqual([
      { field: "email", code: "REQUIRED", message: "Please Enter Email ID" },
    ]);
    expect((await call(CHECK, { email: "<b>@x" })).payload.errors).toEqual([
      { field: "email", code: "INVALID_FORMAT", message: "Invalid Mail" },
    ]);
    expect(upstream.calls()).toEqual({});
  });

  it("answers UPSTREAM_UNAVAILABLE when the upstream times out", async () => {
    const slow = await startTestGateway({ upstreamTimeoutMs: 100 });
    try {
      upstream.server.use(
        http.post(
          `${TEST_UPSTREAM_URL}/api/signUp/checkAccountForExists`,
          () => new Promise<never>(() => {}),
        ),
      );
      const { body } = await slow.graphql(CHECK, { variables: { input: { email: "a@b.co" } } });
      expect(body.data?.checkAccount).toMatchObject({
        errors: [
          { field: null, code: "UPSTREAM_UNAVAILABLE", message: messages.UPSTREAM_UNAVAILABLE },
        ],
      });
      expect(JSON.stringify(body)).not.toMatch(/upstream|api\/|ms/);
    } finally {
      await slow.close();
    }
  });
});

describe("Mutation.validateSignUpDetails", () => {
  it("accepts valid details with a valid access code", async () => {
    expect((await call(DETAILS, details)).payload).toEqual({ valid: true, errors: [] });
    expect(accountsDb.received[0]?.body).toEqual({
      jsonRegister: { accesscode: "WELCOME", mastercode: "", email_id: "nguyen@example.com" },
    });
  });

  it("shows the upstream's resp under the access code when it is refused", async () => {
    expect((await call(DETAILS, { ...details, accessCode: "WRONG" })).payload).toEqual({
      valid: false,
      errors: [
        { field: "accessCode", code: "INVALID_ACCESS_CODE", message: "Invalid Access Code" },
      ],
    });
  });

  it("requires the access code when the site enables it and no master code is given", async () => {
    expect((await call(DETAILS, { ...details, accessCode: " " })).payload.errors).toEqual([
      { field: "accessCode", code: "REQUIRED", message: "Please Enter The Access Code" },
    ]);
    expect(upstream.calls()).toEqual({ "POST /api/general/getSiteConfig": 1 });
  });

  it("accepts an invitation master code instead", async () => {
    const { payload } = await call(DETAILS, { ...details, accessCode: "", masterCode: "INV-1" });
    expect(payload).toEqual({ valid: true, errors: [] });
  });

  it("needs no upstream check when the site has no access code", async () => {
    db.siteConfig.enableAccessCode = 0;
    expect((await call(DETAILS, { ...details, accessCode: null })).payload).toEqual({
      valid: true,
      errors: [],
    });
    expect(accountsDb.received).toEqual([]);
  });

  it("refuses bad fields with the shared messages", async () => {
    const { payload } = await call(DETAILS, {
      accessCode: "a".repeat(10_000),
      email: "not-mail",
      title: "Sir",
      firstName: "R2D2",
      lastName: "<img src=x onerror=alert(1)>",
      nationalityId: "1",
      phoneCountryCode: "+1",
      phoneNumber: "12ab",
      masterCode: "<bad>",
    });
    expect(payload.errors).toEqual([
      { field: "accessCode", code: "TOO_LONG", message: "Must be at most 50 characters" },
      { field: "email", code: "INVALID_FORMAT", message: "Invalid Mail" },
      { field: "title", code: "INVALID_FORMAT", message: messages.INVALID_TITLE },
      { field: "firstName", code: "INVALID_CHARACTERS", message: messages.INVALID_NAME_CHARACTERS },
      { field: "lastName", code: "INVALID_CHARACTERS", message: messages.INVALID_NAME_CHARACTERS },
      { field: "phoneNumber", code: "INVALID_CHARACTERS", message: messages.PHONE_DIGITS_ONLY },
      { field: "masterCode", code: "INVALID_FORMAT", message: messages.INVALID_VALUE },
    ]);
    expect(accountsDb.received).toEqual([]);
  });
});

describe("Mutation.signUp", () => {
  it("creates the account and gives the confirmation message", async () => {
    const { payload } = await call(SIGN_UP, {
      details: { ...details, firstName: "  José " },
      ...passwords,
      referralOrg: "ORG-1",
      referralCode: " CITY30-K7Q2MXPA ",
      tripId: "T-9",
    });
    expect(payload).toEqual({
      created: true,
      message: messages.CONFIRMATION_SENT,
      viewer: null,
      token: null,
      errors: [],
    });
    expect(accountsDb.received[0]?.body).toEqual({
      jsonRegister: {
        accesscode: "WELCOME",
        email_id: "nguyen@example.com",
        password: "aA1!xyz",
        googletoken: "",
        fbtoken: "",
        nationality: 5,
        site_url: "https://travel.test",
        mastercode: "",
        language: "en-US",
        title: "Mr",
        site_id: 42,
        client_ip_address: "127.0.0.1",
        true_client_ip: "127.0.0.1",
        trip_id: "T-9",
        referral_code: "CITY30-K7Q2MXPA",
        referral_org: "ORG-1",
        promotions: { isPromotionVisited: false },
        userdetails: {
          email_id: "nguyen@example.com",
          first_name: "José",
          last_name: "O'Brien",
          country_code: "+44",
          mobile_no: "7700900123",
          mobile_country_code: "+44",
        },
      },
    });
  });

  it("says the user already exists for USER_ALREADY_CREATED", async () => {
    const { payload } = await call(SIGN_UP, {
      details: { ...details, email: "zoe@example.com" },
      ...passwords,
    });
    expect(payload).toMatchObject({
      created: false,
      message: "User Already Exists. Please login with Email",
      errors: [
        {
          field: "details.email",
          code: "USER_ALREADY_EXISTS",
          message: "User Already Exists. Please login with Email",
        },
      ],
    });
  });

  it("shows the server's resp for status 0 and for code 500; an answer outside the contract fails", async () => {
    db.siteConfig.enableAccessCode = 0;
    upstream.server.use(
      http.post(`${TEST_UPSTREAM_URL}/api/signUp`, () =>
        Response.json({ status: 0, data: { code: 400, resp: "Invalid mobile number" } }),
      ),
    );
    expect(
      (await call(SIGN_UP, { details: { ...details, accessCode: "" }, ...passwords })).payload
        .errors,
    ).toEqual([{ field: null, code: "SIGN_UP_REJECTED", message: "Invalid mobile number" }]);
    expect((await call(SIGN_UP, { details, ...passwords })).payload).toMatchObject({
      created: false,
      message: "Invalid mobile number",
    });
    upstream.server.use(
      http.post(`${TEST_UPSTREAM_URL}/api/signUp`, () =>
        Response.json({ status: 1, data: { code: 500, resp: "Registration is closed" } }),
      ),
    );
    // spec: "status 0, or status 1 with code 201, or code 500: the server's resp is shown"
    expect((await call(SIGN_UP, { details, ...passwords })).payload.errors).toEqual([
      { field: null, code: "SIGN_UP_REJECTED", message: "Registration is closed" },
    ]);
    // a status 1 answer the contract does not document may have created the account
    upstream.server.use(
      http.post(`${TEST_UPSTREAM_URL}/api/signUp`, () =>
        Response.json({ status: 1, data: { code: 302, resp: "Elsewhere" } }),
      ),
    );
    expect((await call(SIGN_UP, { details, ...passwords })).payload.errors).toEqual([
      { field: null, code: "OUTCOME_UNKNOWN", message: expect.any(String) },
    ]);
  });

  it("refuses weak, mismatched or too-long passwords and unticked terms", async () => {
    const { payload } = await call(SIGN_UP, {
      details: { ...details, firstName: " ", title: "" },
      password: "password",
      confirmPassword: "other",
      acceptTerms: false,
      language: "<x>",
    });
    expect(payload.errors).toEqual([
      { field: "details.title", code: "REQUIRED", message: "Please Select Title" },
      { field: "details.firstName", code: "REQUIRED", message: "Please Enter First Name" },
      { field: "password", code: "INVALID_FORMAT", message: messages.PASSWORD_COMPLEXITY },
      { field: "confirmPassword", code: "MISMATCH", message: "Passwords Do Not Match" },
      { field: "acceptTerms", code: "NOT_ACCEPTED", message: messages.ACCEPT_TERMS },
      { field: "language", code: "INVALID_FORMAT", message: messages.INVALID_VALUE },
    ]);
    const long = await call(SIGN_UP, {
      details,
      password: "aA1!".repeat(2500),
      confirmPassword: "aA1!".repeat(2500),
      acceptTerms: true,
    });
    expect(long.payload.errors).toEqual([
      { field: "password", code: "TOO_LONG", message: messages.PASSWORD_TOO_LONG },
      { field: "confirmPassword", code: "TOO_LONG", message: messages.PASSWORD_TOO_LONG },
    ]);
    expect(accountsDb.received).toEqual([]);
  });
});

describe("Mutation.socialSignUp", () => {
  it("creates the account, signs in and welcomes the user", async () => {
    const { payload, headers } = await call(SOCIAL_SIGN_UP, {
      provider: "FACEBOOK",
      idToken: "fb.new.sig",
      details,
      referralCode: "CITY30-K7Q2MXPA",
      referralOrg: "1",
    });
    expect(payload).toMatchObject({
      created: true,
      message: "Welcome! Your account is ready.",
      viewer: { email: "nguyen@example.com" },
      token: null,
      errors: [],
    });
    expect(headers.getSetCookie().join()).toMatch(/^session=tok-/);
    expect(accountsDb.received[0]?.body).toMatchObject({
      jsonRegister: {
        fbtoken: "fb.new.sig",
        googletoken: "",
        password: "",
        referral_code: "CITY30-K7Q2MXPA",
        referral_org: "1",
      },
    });
  });

  it("refuses a referral code that no link could carry, calling nothing", async () => {
    const { payload } = await call(SOCIAL_SIGN_UP, {
      provider: "FACEBOOK",
      idToken: "fb.new.sig",
      details,
      referralCode: "<script>",
    });
    expect(payload.errors).toEqual([
      { field: "referralCode", code: "INVALID_FORMAT", message: messages.INVALID_VALUE },
    ]);
    expect(accountsDb.received).toEqual([]);
  });

  it("returns a bearer token when asked", async () => {
    const { payload } = await call(SOCIAL_SIGN_UP, {
      provider: "GOOGLE",
      idToken: "g.new.sig",
      details,
      tokenDelivery: "BEARER",
    });
    expect(payload.token).toMatch(/^tok-/);
  });

  it("refuses a bad token and bad details together", async () => {
    const { payload } = await call(SOCIAL_SIGN_UP, {
      provider: "GOOGLE",
      idToken: "",
      details: { ...details, email: "" },
    });
    expect(payload.errors).toEqual([
      { field: "idToken", code: "REQUIRED", message: messages.SOCIAL_SIGN_IN_FAILED },
      { field: "details.email", code: "REQUIRED", message: "Please Enter Email ID" },
    ]);
  });
});

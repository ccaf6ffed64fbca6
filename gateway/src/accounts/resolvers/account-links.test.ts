// verifyAccount, requestPasswordReset and changePassword over the mocked upstream.
import { messages } from "@travel/schema/validation";
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

const ERRORS = "errors { field code message }";
const VERIFY = `mutation V($input: VerifyAccountInput!) { verifyAccount(input: $input) { verified ${ERRORS} } }`;
const RESET = `mutation R($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { accepted ${ERRORS} } }`;
const CHANGE = `mutation C($input: ChangePasswordInput!) { changePassword(input: $input) { changed ${ERRORS} } }`;

async function call(query: string, input: unknown) {
  const { body } = await gateway.graphql(query, { variables: { input } });
  return Object.values(body.data ?? {})[0] as Record<string, unknown>;
}

describe("Mutation.verifyAccount", () => {
  it("verifies once, then gives the upstream's message", async () => {
    expect(await call(VERIFY, { key: "verify-key-9" })).toEqual({ verified: true, errors: [] });
    expect(await call(VERIFY, { key: "verify-key-9" })).toEqual({
      verified: false,
      errors: [
        {
          field: null,
          code: "VERIFICATION_FAILED",
          message: "Verification link is invalid or has expired",
        },
      ],
    });
  });

  it("refuses a malformed key without calling upstream", async () => {
    for (const key of ["", "<script>", "k".repeat(10_000)]) {
      expect(await call(VERIFY, { key })).toMatchObject({
        verified: false,
        errors: [{ field: "key", message: messages.INVALID_LINK }],
      });
    }
    expect(upstream.calls()).toEqual({});
  });
});

describe("Mutation.requestPasswordReset", () => {
  it("is accepted whether or not the account exists", async () => {
    for (const email of ["zoe@example.com", "nobody@example.com"]) {
      expect(await call(RESET, { email })).toEqual({ accepted: true, errors: [] });
    }
    expect(accountsDb.received.map((r) => r.body)).toEqual([
      { email_id: "zoe@example.com" },
      { email_id: "nobody@example.com" },
    ]);
  });

  it("refuses a blank email and reports an upstream failure calmly", async () => {
    expect(await call(RESET, { email: " " })).toEqual({
      accepted: false,
      errors: [{ field: "email", code: "REQUIRED", message: "Please Enter Email Address" }],
    });
    upstream.server.use(
      http.post(`${TEST_UPSTREAM_URL}/api/auth/forgotPassword`, () => Response.error()),
    );
    expect(await call(RESET, { email: "zoe@example.com" })).toEqual({
      accepted: false,
      errors: [
        { field: null, code: "UPSTREAM_UNAVAILABLE", message: messages.UPSTREAM_UNAVAILABLE },
      ],
    });
  });
});

describe("Mutation.changePassword", () => {
  it("changes the password once and ends the account's sessions", async () => {
    accountsDb.sessions["tok-old"] = 7;
    expect(
      await call(CHANGE, { key: "reset-key-7", password: "nEw1!pw", confirmPassword: "nEw1!pw" }),
    ).toEqual({ changed: true, errors: [] });
    expect(accountsDb.accounts[0]?.password).toBe("nEw1!pw");
    expect(accountsDb.sessions["tok-old"]).toBeUndefined();
    expect(
      await call(CHANGE, { key: "reset-key-7", password: "nEw1!pw", confirmPassword: "nEw1!pw" }),
    ).toEqual({
      changed: false,
      errors: [
        {
          field: null,
          code: "CHANGE_PASSWORD_FAILED",
          message: "Reset link is invalid or has expired",
        },
      ],
    });
  });

  it("applies the shared password rules before calling upstream", async () => {
    expect(await call(CHANGE, { key: " ", password: "weak", confirmPassword: "weaker" })).toEqual({
      changed: false,
      errors: [
        { field: "key", code: "REQUIRED", message: messages.INVALID_LINK },
        { field: "password", code: "INVALID_FORMAT", message: messages.PASSWORD_COMPLEXITY },
        { field: "confirmPassword", code: "MISMATCH", message: "Passwords Do Not Match" },
      ],
    });
    expect(upstream.calls()).toEqual({});
  });
});

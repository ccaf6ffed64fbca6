// The accounts answers checked against the contract (the cases of the former hand-written decoders).
import { captureCall, TEST_META } from "../testing/client-decoders";
import { DecodeError } from "../upstream/decode";
import { createAccountsClient, type JsonSign } from "./accounts.client";

const TOKEN = "A".repeat(43);
const RESULT = {
  token: TOKEN,
  expires_at: "2026-06-02T00:00:00.000Z",
  username: "Zoë",
  email: "z@x.io",
  currency_code: "USD",
  language: "en-US",
  nationality: null,
  userId: 7,
  role: "Guest",
  last_name: "O'Brien",
  is_promotion: 1,
  subscription_details: { plan_status: "ACTIVE" },
};
const sign = {} as JsonSign;
const accounts = (http: Parameters<typeof createAccountsClient>[0]) => createAccountsClient(http);

describe("sign-in answers", () => {
  const { decode } = captureCall(accounts, (c) => c.signIn(TEST_META, sign, "UA"));

  it("decode a success", () => {
    expect(decode({ status: 1, message: "Login successful", result: RESULT })).toEqual({
      ok: true,
      result: RESULT,
    });
  });

  it("decode refusals with their message and code", () => {
    expect(decode({ status: 0, message: "Nope" })).toEqual({
      ok: false,
      message: "Nope",
      code: null,
    });
    expect(decode({ status: 0, message: "No account", code: 404 })).toMatchObject({ code: 404 });
    expect(decode({ status: 0, message: "Malformed JSON body" }, 400)).toMatchObject({ ok: false });
  });

  it("throw on a result that does not fit", () => {
    const bad = { status: 1, message: "Login successful", result: { ...RESULT, userId: "x" } };
    expect(() => decode(bad)).toThrow(DecodeError);
    expect(() => decode({ message: "no status" })).toThrow(DecodeError);
    expect(() => decode({ status: 0, message: "Not verified" }, 403)).toThrow(DecodeError);
  });
});

describe("session renewal answers", () => {
  const { decode } = captureCall(accounts, (c) => c.refreshSession(TEST_META, "t"));

  it("decode the new session", () => {
    const result = { token: TOKEN, expires_at: "2026-06-02T00:00:00.000Z", remember: true };
    expect(decode({ status: 1, result })).toEqual({
      token: TOKEN,
      expiresAt: "2026-06-02T00:00:00.000Z",
      remember: true,
    });
  });

  it("is null for a 401 (no valid session to renew)", () => {
    expect(decode({ status: 0, message: "Session expired" }, 401)).toBeNull();
  });

  it("throws on an answer that does not fit", () => {
    expect(() => decode({ status: 1, result: { token: TOKEN } })).toThrow(DecodeError);
    expect(() => decode({ status: 0, message: "Nope" }, 403)).toThrow(DecodeError);
  });
});

describe("login check answers", () => {
  const { decode } = captureCall(accounts, (c) => c.checkLogin(TEST_META, "t"));
  const profile = {
    userId: 8,
    email: "a@x.io",
    first_name: "A",
    last_name: "B",
    type: 1,
    role: "Agent",
    can_user_book: 0,
    subscription_details: { plan_status: "expired", access_code: "12", phone_country_code: "+1" },
    country: 235,
    credit_limit: 100.5,
    display_price: 1,
    currency_code: "USD",
    language: "en-US",
    nationality: 5,
    referral: null,
  };
  const answer = {
    status: 1,
    result: profile,
    message: { ssocheck: { is_sso: 1 } },
    session_out_url: "https://sso.example.com/out",
  };

  it("decode the profile, sso flag and session-out URL", () => {
    expect(decode(answer)).toEqual({
      profile,
      isSso: true,
      sessionOutUrl: "https://sso.example.com/out",
    });
  });

  it("is null for a 401 (no valid session)", () => {
    expect(decode({ status: 0, message: "Session expired" }, 401)).toBeNull();
  });

  it("throws on an unknown user type", () => {
    expect(() => decode({ ...answer, result: { ...profile, type: 3 } })).toThrow(/field type/);
  });
});

describe("sign-up answers", () => {
  it("decode the existence check and the access-code check", () => {
    const exists = captureCall(accounts, (c) => c.checkAccountForExists(TEST_META, "a@b.co"));
    expect(exists.decode({ status: 1, data: { data: { code: 404 }, resp: "" } })).toEqual({
      code: 404,
      resp: "",
    });
    const check = captureCall(accounts, (c) =>
      c.validateAccessCode(TEST_META, { accesscode: "X", mastercode: "", email_id: "a@b.co" }),
    );
    expect(check.decode({ data: { data: { status: 0 }, resp: "Invalid Access Code" } })).toEqual({
      valid: false,
      resp: "Invalid Access Code",
    });
    expect(() => check.decode({ data: {} })).toThrow(DecodeError);
  });

  it("decode a sign-up with and without a sign-in result", () => {
    const { decode } = captureCall(accounts, (c) => c.signUp(TEST_META, {} as never, "key"));
    const created = { code: 200, resp: "User Created successfully", isProfileCreated: true };
    expect(decode({ status: 1, data: created })).toEqual({
      status: 1,
      ...created,
      result: null,
    });
    expect(decode({ status: 1, data: created, result: RESULT }).result).toEqual(RESULT);
    expect(decode({ status: 0, data: { code: 400, resp: "Invalid mobile number" } })).toEqual({
      status: 0,
      code: 400,
      resp: "Invalid mobile number",
      isProfileCreated: false,
      result: null,
    });
    // spec: "status 0, or status 1 with code 201, or code 500: the server's resp is shown"
    for (const status of [0, 1])
      expect(decode({ status, data: { code: 500, resp: "Sign-up is closed today" } })).toEqual({
        status,
        code: 500,
        resp: "Sign-up is closed today",
        isProfileCreated: false,
        result: null,
      });
    expect(() => decode({ status: 1, data: { code: 500, resp: "" } })).toThrow(DecodeError);
    expect(() => decode({ status: 1, data: { code: 302, resp: "Moved" } })).toThrow(DecodeError);
  });
});

describe("other answers", () => {
  it("decode status messages, acknowledgements and invitations", () => {
    const verify = captureCall(accounts, (c) => c.verifyAccount(TEST_META, "k"));
    expect(verify.decode({ status: 0, message: "Expired" })).toEqual({
      ok: false,
      message: "Expired",
    });
    const change = captureCall(accounts, (c) => c.changePassword(TEST_META, "k", "p"));
    expect(change.decode({ status: 1, message: "Changed", email: "a@b.co" })).toEqual({
      ok: true,
      message: "Changed",
      email: "a@b.co",
    });
    const logout = captureCall(accounts, (c) => c.logout(TEST_META, "t"));
    expect(logout.decode({ status: 1 })).toBe(true);
    expect(() => logout.decode({ status: 0 })).toThrow(DecodeError);
    const invitation = captureCall(accounts, (c) => c.invitation(TEST_META, "M"));
    expect(invitation.decode({ status: 0, message: "Not found" }, 404)).toBeNull();
    expect(() => invitation.decode({ status: 1, data: { title: {} } })).toThrow(DecodeError);
  });
});

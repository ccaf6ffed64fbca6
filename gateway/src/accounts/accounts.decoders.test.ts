import { DecodeError } from "../upstream/decode";
import {
  decodeAccessCodeCheck,
  decodeAccountExistence,
  decodeAcknowledged,
  decodeInvitation,
  decodeLoginCheck,
  decodeSignIn,
  decodeSignUp,
  decodeStatusMessage,
} from "./accounts.decoders";

const RESULT = {
  token: "t",
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

describe("decodeSignIn", () => {
  it("decodes a success", () => {
    expect(decodeSignIn({ status: 1, message: "OK", result: RESULT })).toEqual({
      ok: true,
      result: RESULT,
    });
  });
  it("decodes refusals with their message and code", () => {
    expect(decodeSignIn({ status: 0, message: "Nope" })).toEqual({
      ok: false,
      message: "Nope",
      code: null,
    });
    expect(decodeSignIn({ status: 0, message: "No account", code: 404 })).toMatchObject({
      code: 404,
    });
  });
  it("throws on a result that does not fit", () => {
    expect(() => decodeSignIn({ status: 1, result: { ...RESULT, userId: "x" } })).toThrow(
      DecodeError,
    );
    expect(() => decodeSignIn({ message: "no status" })).toThrow(DecodeError);
  });
});

describe("decodeLoginCheck", () => {
  const profile = {
    userId: 8,
    email: "a@x.io",
    first_name: "A",
    last_name: "B",
    type: 1,
    role: "Agent",
    can_user_book: 0,
    subscription_details: { plan_status: "expired", access_code: 12, phone_country_code: "+1" },
    country: "235",
    credit_limit: 100.5,
    display_price: 1,
    currency_code: "USD",
    language: "en-US",
    nationality: 5,
    referral: null,
  };
  it("decodes the profile, sso flag and session-out URL", () => {
    expect(
      decodeLoginCheck({
        status: 1,
        result: profile,
        message: { ssocheck: { is_sso: 1 } },
        session_out_url: "https://sso/out",
      }),
    ).toEqual({
      profile: {
        ...profile,
        country: 235,
        subscription_details: { ...profile.subscription_details, access_code: "12" },
      },
      isSso: true,
      sessionOutUrl: "https://sso/out",
    });
  });
  it("is null for status 0 (a 401 body)", () => {
    expect(decodeLoginCheck({ status: 0, message: "Session expired" })).toBeNull();
  });
  it("throws on an unknown user type", () => {
    expect(() => decodeLoginCheck({ status: 1, result: { ...profile, type: 3 } })).toThrow(
      /field type/,
    );
  });
});

describe("sign-up decoders", () => {
  it("decode the existence check and the access-code check", () => {
    expect(decodeAccountExistence({ status: 1, data: { data: { code: 404 }, resp: "" } })).toEqual({
      code: 404,
      resp: "",
    });
    expect(decodeAccessCodeCheck({ data: { data: { status: 0 }, resp: "Invalid" } })).toEqual({
      valid: false,
      resp: "Invalid",
    });
    expect(() => decodeAccessCodeCheck({ data: {} })).toThrow(DecodeError);
  });
  it("decode a sign-up with and without a sign-in result", () => {
    expect(
      decodeSignUp({
        status: 1,
        data: { code: 200, resp: "User Created successfully", isProfileCreated: true },
      }),
    ).toEqual({
      status: 1,
      code: 200,
      resp: "User Created successfully",
      isProfileCreated: true,
      result: null,
    });
    expect(
      decodeSignUp({ status: 1, data: { code: 200, resp: "x" }, result: RESULT }).result,
    ).toEqual(RESULT);
  });
});

describe("other decoders", () => {
  it("decode status messages, acknowledgements and invitations", () => {
    expect(decodeStatusMessage({ status: 0, message: "Expired" })).toEqual({
      ok: false,
      message: "Expired",
    });
    expect(decodeAcknowledged({ status: 1 })).toBe(true);
    expect(() => decodeAcknowledged({ status: 0 })).toThrow(DecodeError);
    expect(decodeInvitation({ status: 0, message: "Not found" })).toBeNull();
    expect(
      decodeInvitation({ status: 1, data: { mastercode: "M", title: 2, phonenumber: 555 } }),
    ).toEqual({
      mastercode: "M",
      email: null,
      firstname: null,
      lastname: null,
      title: 2,
      phonenumber: "555",
      countrycode: null,
      lang: null,
      tripid: null,
    });
    expect(() => decodeInvitation({ status: 1, data: { title: {} } })).toThrow(DecodeError);
  });
});

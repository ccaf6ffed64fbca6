import { MESSAGES } from "./account-rules";
import { isOverlongPassword, parseSignIn, parseSignUp } from "./payloads";

const register = (
  overrides: Record<string, unknown> = {},
  details: Record<string, unknown> = {},
) => ({
  jsonRegister: {
    accesscode: " WELCOME2026 ",
    email_id: " Ana@Example.com ",
    password: "Secret#12",
    title: "Mrs",
    nationality: 3,
    userdetails: { first_name: " Ana ", last_name: "García", mobile_no: "5551234567", ...details },
    ...overrides,
  },
});

describe("parseSignIn", () => {
  it("trims and lower-cases the email but keeps the password as typed", () => {
    expect(
      parseSignIn({ jsonSign: { email_id: " Traveller@Example.com ", password: " Pass#1 " } }),
    ).toEqual({
      ok: true,
      value: {
        email: "traveller@example.com",
        password: " Pass#1 ",
        googleToken: "",
        fbToken: "",
        nonceProof: { state: "", secret: "" },
        remember: false,
      },
    });
  });

  it("reads a social sign-in's state and nonce secret", () => {
    const parsed = parseSignIn({
      jsonSign: { googletoken: "a.b.c", state: " s-1 ", nonce_secret: "secret" },
    });
    expect(parsed).toMatchObject({
      ok: true,
      value: { googleToken: "a.b.c", nonceProof: { state: "s-1", secret: "secret" } },
    });
  });

  it("asks for the email and the password with the spec's messages", () => {
    expect(parseSignIn({ jsonSign: { email_id: "  ", password: "x" } })).toEqual({
      ok: false,
      message: MESSAGES.signInEmail,
    });
    expect(parseSignIn({ jsonSign: { email_id: "a@b.co", password: "   " } })).toEqual({
      ok: false,
      message: MESSAGES.signInPassword,
    });
    expect(parseSignIn({})).toMatchObject({ ok: false, message: MESSAGES.signInEmail });
  });

  it("refuses a NUL in the email but takes any character in the password (only hashed)", () => {
    expect(parseSignIn({ jsonSign: { email_id: "a\u0000@b.co", password: "x" } })).toEqual({
      ok: false,
      message: "email_id contains characters that are not allowed",
    });
    expect(parseSignIn({ jsonSign: { email_id: "a@b.co", password: "Ab1#\u0000" } })).toMatchObject(
      {
        ok: true,
        value: { password: "Ab1#\u0000" },
      },
    );
  });

  it("takes emails up to 254 characters", () => {
    const email = `${"a".repeat(242)}@example.com`;
    expect(parseSignIn({ jsonSign: { email_id: email, password: "x" } })).toMatchObject({
      ok: true,
      value: { email },
    });
    expect(parseSignIn({ jsonSign: { email_id: `a${email}`, password: "x" } })).toEqual({
      ok: false,
      message: "email_id is too long (254 characters at most)",
    });
  });

  it("needs no email or password for a social sign-in", () => {
    expect(parseSignIn({ jsonSign: { googletoken: "t", remember: true } })).toMatchObject({
      ok: true,
      value: { googleToken: "t", remember: true },
    });
  });

  it("names a field of the wrong type", () => {
    expect(parseSignIn({ jsonSign: "x" })).toEqual({
      ok: false,
      message: "jsonSign must be an object",
    });
    expect(parseSignIn({ jsonSign: { email_id: 1 } })).toEqual({
      ok: false,
      message: "email_id must be text",
    });
    expect(parseSignIn({ jsonSign: { password: { $gt: "" } } })).toEqual({
      ok: false,
      message: "password must be text",
    });
    expect(parseSignIn({ jsonSign: { remember: "yes" } })).toEqual({
      ok: false,
      message: "remember must be true or false",
    });
  });
});

describe("parseSignUp", () => {
  it("reads a valid email sign-up, trimmed, with defaults", () => {
    const parsed = parseSignUp(register());
    expect(parsed).toEqual({
      ok: true,
      value: expect.objectContaining({
        accessCode: "WELCOME2026",
        email: "ana@example.com",
        firstName: "Ana",
        lastName: "García",
        title: "Mrs",
        nationalityId: 3,
        language: "en-US",
        tripId: null,
        referralOrg: null,
      }),
    });
  });

  it.each([
    [{ email_id: "" }, {}, MESSAGES.email],
    [{ email_id: "ana@" }, {}, MESSAGES.invalidEmail],
    [{ email_id: "<script>@x.com" }, {}, MESSAGES.invalidEmail],
    [{ title: "" }, {}, MESSAGES.title],
    [{ title: "Dr" }, {}, MESSAGES.title],
    [{}, { first_name: "" }, MESSAGES.firstName],
    [{}, { last_name: "  " }, MESSAGES.lastName],
    [{}, { first_name: "a".repeat(51) }, "First Name must be 50 characters at most"],
    [{}, { last_name: "<b>x</b>" }, "Last Name may contain only letters, spaces, ' - and ."],
    [{ password: "password" }, {}, MESSAGES.password],
    [{ password: "Secret#123456789" }, {}, MESSAGES.password],
    [{}, { mobile_no: "555 1234" }, MESSAGES.phone],
    [{}, { mobile_no: "1".repeat(16) }, MESSAGES.phone],
    [{ nationality: "abc" }, {}, MESSAGES.nationality],
    [{ nationality: -1 }, {}, MESSAGES.nationality],
    [{ language: "klingon" }, {}, MESSAGES.language],
    [{ email_id: 42 }, {}, "email_id must be text"],
    [{ trip_id: "x".repeat(10_000) }, {}, "trip_id is too long (200 characters at most)"],
    [{ userdetails: [] }, {}, "userdetails must be an object"],
    [{ trip_id: "TRIP\u0000" }, {}, "trip_id contains characters that are not allowed"],
    [{ accesscode: "ab\ud800cd" }, {}, "accesscode contains characters that are not allowed"],
    [{}, { country_code: "\u0000" }, "country_code contains characters that are not allowed"],
    // checked even when jsonRegister.email_id is the one that counts
    [{}, { email_id: "x".repeat(10_000) }, "email_id is too long (254 characters at most)"],
    [{}, { email_id: 42 }, "email_id must be text"],
  ])("refuses %j %j with %s", (overrides, details, message) => {
    expect(parseSignUp(register(overrides, details))).toEqual({ ok: false, message });
  });

  it("checks only what a social sign-up gives", () => {
    const social = parseSignUp({ jsonRegister: { googletoken: "token" } });
    expect(social).toMatchObject({ ok: true, value: { email: "", firstName: "", title: null } });
    expect(
      parseSignUp({ jsonRegister: { fbtoken: "t", userdetails: { first_name: "<i>" } } }),
    ).toMatchObject({ ok: false });
  });
});

describe("isOverlongPassword", () => {
  it("is true past the 13-character input limit", () => {
    expect(isOverlongPassword("a".repeat(13))).toBe(false);
    expect(isOverlongPassword("a".repeat(14))).toBe(true);
  });
});

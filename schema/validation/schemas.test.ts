import { ValidationError } from "yup";
import { messages } from "./messages";
import {
  agentClientSchema,
  changePasswordSchema,
  checkAccountSchema,
  passwordStepSchema,
  requestPasswordResetSchema,
  signInSchema,
  signUpDetailsSchema,
  linkKeySchema,
  socialTokenSchema,
} from "./schemas";
import { validateWith } from "./validate";

const LONG = "x".repeat(10_000);

function errorsOf(result: ReturnType<typeof validateWith>) {
  return "errors" in result ? result.errors : [];
}

describe("signInSchema", () => {
  it("requires both fields, checked on trimmed values", () => {
    expect(validateWith(signInSchema, { email: "   ", password: " \t " })).toEqual({
      errors: [
        { field: "email", code: "REQUIRED", message: "Please Enter Email Address" },
        { field: "password", code: "REQUIRED", message: "Please Enter Password" },
      ],
    });
    expect(validateWith(signInSchema, {})).toEqual({
      errors: [
        expect.objectContaining({ field: "email", code: "REQUIRED" }),
        expect.objectContaining({ field: "password", code: "REQUIRED" }),
      ],
    });
  });
  it("returns trimmed, sanitised values and drops unknown fields", () => {
    expect(
      validateWith(signInSchema, { email: " <joe@x.io> ", password: " Secret1! ", admin: true }),
    ).toEqual({ values: { email: "joe@x.io", password: "Secret1!" } });
  });
  it("limits the password to 13 characters and long emails", () => {
    expect(errorsOf(validateWith(signInSchema, { email: LONG, password: LONG }))).toEqual([
      { field: "email", code: "TOO_LONG", message: "Must be at most 254 characters" },
      { field: "password", code: "TOO_LONG", message: messages.PASSWORD_TOO_LONG },
    ]);
    expect(
      validateWith(signInSchema, { email: "a@b.co", password: "a".repeat(13) }),
    ).toHaveProperty("values");
  });
  it("refuses values of the wrong type", () => {
    expect(errorsOf(validateWith(signInSchema, { email: { $ne: "" }, password: ["x"] }))).toEqual([
      { field: "email", code: "INVALID_FORMAT", message: messages.INVALID_VALUE },
      { field: "password", code: "INVALID_FORMAT", message: messages.INVALID_VALUE },
    ]);
  });
});

describe("signUpDetailsSchema", () => {
  const valid = {
    accessCode: " CODE1 ",
    email: "zoe@x.io",
    title: "Mrs",
    firstName: " Zoë ",
    lastName: "O'Brien",
    nationalityId: "5",
    phoneCountryCode: "+1-868",
    phoneNumber: "5550100",
  };

  it("accepts valid details, trimmed", () => {
    expect(validateWith(signUpDetailsSchema({ accessCodeRequired: true }), valid)).toEqual({
      values: { ...valid, accessCode: "CODE1", firstName: "Zoë" },
    });
  });

  it("gives the spec's messages for empty fields, in field order", () => {
    const blank = { accessCode: " ", email: " ", title: "", firstName: " ", lastName: "" };
    expect(
      errorsOf(validateWith(signUpDetailsSchema({ accessCodeRequired: true }), blank)),
    ).toEqual([
      { field: "accessCode", code: "REQUIRED", message: "Please Enter The Access Code" },
      { field: "email", code: "REQUIRED", message: "Please Enter Email ID" },
      { field: "title", code: "REQUIRED", message: "Please Select Title" },
      { field: "firstName", code: "REQUIRED", message: "Please Enter First Name" },
      { field: "lastName", code: "REQUIRED", message: "Please Enter Last Name" },
    ]);
  });

  it("does not require the access code when the site does not ask for it", () => {
    const result = validateWith(signUpDetailsSchema({ accessCodeRequired: false }), {
      ...valid,
      accessCode: undefined,
      nationalityId: null,
      phoneCountryCode: undefined,
      phoneNumber: "",
    });
    expect(result).toHaveProperty("values.accessCode", "");
  });

  it("refuses access codes and nationality ids that are not codes or ids", () => {
    for (const [accessCode, nationalityId] of [
      ["<script>alert(1)</script>", "<script>"],
      ["' OR 1=1 --", "1 OR 1=1"],
      ["ab\u0000cd", "😀"],
      ["WELCOME 2026", "0"],
      ["مرحبا", "1234567890"],
    ]) {
      const result = validateWith(signUpDetailsSchema({ accessCodeRequired: true }), {
        ...valid,
        accessCode,
        nationalityId,
      });
      expect(errorsOf(result)).toEqual([
        { field: "accessCode", code: "INVALID_CHARACTERS", message: messages.INVALID_VALUE },
        { field: "nationalityId", code: "INVALID_FORMAT", message: messages.INVALID_VALUE },
      ]);
    }
    const optional = validateWith(signUpDetailsSchema({ accessCodeRequired: false }), {
      ...valid,
      accessCode: " ",
      nationalityId: "",
    });
    expect(optional).toHaveProperty("values.nationalityId", "");
  });

  it("checks email format, title, name characters and phone digits", () => {
    const bad = {
      ...valid,
      email: "not-an-email",
      title: "Dr",
      firstName: "R2D2",
      lastName: "<script>alert(1)</script>",
      phoneCountryCode: "abc",
      phoneNumber: "555-0100",
    };
    expect(errorsOf(validateWith(signUpDetailsSchema({ accessCodeRequired: true }), bad))).toEqual([
      { field: "email", code: "INVALID_FORMAT", message: "Invalid Mail" },
      { field: "title", code: "INVALID_FORMAT", message: messages.INVALID_TITLE },
      { field: "firstName", code: "INVALID_CHARACTERS", message: messages.INVALID_NAME_CHARACTERS },
      { field: "lastName", code: "INVALID_CHARACTERS", message: messages.INVALID_NAME_CHARACTERS },
      {
        field: "phoneCountryCode",
        code: "INVALID_FORMAT",
        message: messages.INVALID_PHONE_COUNTRY_CODE,
      },
      { field: "phoneNumber", code: "INVALID_CHARACTERS", message: messages.PHONE_DIGITS_ONLY },
    ]);
  });

  it.each(["José", "Zoë", "O'Brien", "Nguyễn"])("accepts the name %s", (name) => {
    const result = validateWith(signUpDetailsSchema({ accessCodeRequired: false }), {
      ...valid,
      firstName: name,
      lastName: name,
    });
    expect(result).toHaveProperty("values.firstName", name);
  });

  it("refuses 10,000-character values with one error per field", () => {
    const result = validateWith(signUpDetailsSchema({ accessCodeRequired: true }), {
      accessCode: LONG,
      email: LONG,
      title: LONG,
      firstName: LONG,
      lastName: LONG,
      nationalityId: LONG,
      phoneCountryCode: LONG,
      phoneNumber: "1".repeat(10_000),
    });
    expect(errorsOf(result).map((e) => [e.field, e.code])).toEqual([
      ["accessCode", "TOO_LONG"],
      ["email", "TOO_LONG"],
      ["title", "INVALID_FORMAT"],
      ["firstName", "TOO_LONG"],
      ["lastName", "TOO_LONG"],
      ["nationalityId", "TOO_LONG"],
      ["phoneCountryCode", "TOO_LONG"],
      ["phoneNumber", "TOO_LONG"],
    ]);
    expect(errorsOf(result).at(-1)?.message).toBe("Phone number must be at most 15 digits");
  });
});

describe("passwordStepSchema", () => {
  it("accepts a complex password under 8 characters (the minimum is not checked)", () => {
    expect(
      validateWith(passwordStepSchema, {
        password: "aA1!",
        confirmPassword: "aA1!",
        acceptTerms: true,
      }),
    ).toEqual({ values: { password: "aA1!", confirmPassword: "aA1!", acceptTerms: true } });
  });
  it("gives complexity, mismatch and terms messages", () => {
    expect(
      errorsOf(
        validateWith(passwordStepSchema, {
          password: "password",
          confirmPassword: "passw0rd",
          acceptTerms: false,
        }),
      ),
    ).toEqual([
      { field: "password", code: "INVALID_FORMAT", message: messages.PASSWORD_COMPLEXITY },
      { field: "confirmPassword", code: "MISMATCH", message: "Passwords Do Not Match" },
      {
        field: "acceptTerms",
        code: "NOT_ACCEPTED",
        message: "PLEASE ACCEPT THE TERMS & CONDITIONS TO PROCEED",
      },
    ]);
  });
  it("requires the password and treats an empty confirmation as a mismatch", () => {
    expect(
      errorsOf(validateWith(passwordStepSchema, { password: "aA1!", acceptTerms: true })),
    ).toEqual([
      { field: "confirmPassword", code: "MISMATCH", message: messages.PASSWORDS_DO_NOT_MATCH },
    ]);
    expect(errorsOf(validateWith(passwordStepSchema, { acceptTerms: true }))).toEqual([
      { field: "password", code: "REQUIRED", message: messages.PLEASE_ENTER_PASSWORD },
      { field: "confirmPassword", code: "REQUIRED", message: messages.PLEASE_ENTER_PASSWORD },
    ]);
  });
  it("limits the password to 13 characters before checking complexity", () => {
    const long = "aA1!aA1!aA1!aA1!";
    expect(
      errorsOf(
        validateWith(passwordStepSchema, {
          password: long,
          confirmPassword: long,
          acceptTerms: true,
        }),
      ),
    ).toEqual([
      { field: "password", code: "TOO_LONG", message: messages.PASSWORD_TOO_LONG },
      { field: "confirmPassword", code: "TOO_LONG", message: messages.PASSWORD_TOO_LONG },
    ]);
  });
  it("needs terms to be exactly true", () => {
    expect(
      errorsOf(
        validateWith(passwordStepSchema, {
          password: "aA1!",
          confirmPassword: "aA1!",
          acceptTerms: {},
        }),
      ),
    ).toEqual([{ field: "acceptTerms", code: "INVALID_FORMAT", message: messages.ACCEPT_TERMS }]);
  });
});

describe("changePasswordSchema", () => {
  it("checks complexity and match without terms", () => {
    expect(
      validateWith(changePasswordSchema, { password: "aA1!", confirmPassword: "aA1!" }),
    ).toEqual({
      values: { password: "aA1!", confirmPassword: "aA1!" },
    });
    expect(
      errorsOf(validateWith(changePasswordSchema, { password: "abc", confirmPassword: "abc" })),
    ).toEqual([
      { field: "password", code: "INVALID_FORMAT", message: messages.PASSWORD_COMPLEXITY },
    ]);
  });
});

describe("checkAccountSchema and requestPasswordResetSchema", () => {
  it("require a valid email with their own required message", () => {
    expect(errorsOf(validateWith(checkAccountSchema, { email: "  " }))).toEqual([
      { field: "email", code: "REQUIRED", message: "Please Enter Email ID" },
    ]);
    expect(errorsOf(validateWith(requestPasswordResetSchema, { email: "" }))).toEqual([
      { field: "email", code: "REQUIRED", message: "Please Enter Email Address" },
    ]);
    expect(errorsOf(validateWith(checkAccountSchema, { email: "joe@" }))).toEqual([
      { field: "email", code: "INVALID_FORMAT", message: "Invalid Mail" },
    ]);
    expect(validateWith(requestPasswordResetSchema, { email: " joe@x.io\n" })).toEqual({
      values: { email: "joe@x.io" },
    });
  });
});

describe("Formik compatibility", () => {
  it("reports exactly one error per field through yup itself", async () => {
    const err: unknown = await passwordStepSchema
      .validate({ password: LONG, confirmPassword: "", acceptTerms: false }, { abortEarly: false })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as ValidationError).inner.map((e) => e.path)).toEqual([
      "password",
      "confirmPassword",
      "acceptTerms",
    ]);
  });
});

describe("socialTokenSchema", () => {
  it("accepts a JWT-shaped token and refuses blanks, markup and 10,000+ characters", () => {
    expect(validateWith(socialTokenSchema, { idToken: " eyJh.eyJz.sig-_ " })).toEqual({
      values: { idToken: "eyJh.eyJz.sig-_" },
    });
    for (const idToken of ["  ", "<script>", "a.b", "a.b.c".repeat(3000)]) {
      expect(errorsOf(validateWith(socialTokenSchema, { idToken }))).toEqual([
        expect.objectContaining({ field: "idToken", message: messages.SOCIAL_SIGN_IN_FAILED }),
      ]);
    }
  });
});

describe("linkKeySchema", () => {
  it("accepts a URL-safe key and refuses the rest", () => {
    expect(validateWith(linkKeySchema, { key: "abc-123_x.y~" })).toEqual({
      values: { key: "abc-123_x.y~" },
    });
    expect(errorsOf(validateWith(linkKeySchema, { key: "" }))).toEqual([
      { field: "key", code: "REQUIRED", message: messages.INVALID_LINK },
    ]);
    expect(errorsOf(validateWith(linkKeySchema, { key: "a b<" }))).toEqual([
      { field: "key", code: "INVALID_FORMAT", message: messages.INVALID_LINK },
    ]);
    expect(errorsOf(validateWith(linkKeySchema, { key: "k".repeat(10_000) }))).toEqual([
      { field: "key", code: "TOO_LONG", message: messages.INVALID_LINK },
    ]);
  });
});

describe("agentClientSchema", () => {
  const valid = { name: "Zoë O’Brien", email: "zoe@example.com" };

  it("keeps a valid client trimmed, email sanitised, notes' line breaks kept", () => {
    expect(
      validateWith(agentClientSchema, {
        ...valid,
        name: "  Zoë O’Brien ",
        email: " ZOE@example.com ",
        phone: "7700900456",
        phoneCountryCode: "+44",
        notes: " Quiet rooms.\nNo red-eye flights. ",
      }),
    ).toEqual({
      values: expect.objectContaining({
        name: "Zoë O’Brien",
        phone: "7700900456",
        notes: "Quiet rooms.\nNo red-eye flights.",
      }),
    });
  });

  it("gives one message per bad field", () => {
    expect(
      validateWith(agentClientSchema, {
        name: "R2-D2",
        email: "zoe@",
        phone: "12-34",
        phoneCountryCode: "x",
        nationalityId: "abc",
        notes: "n".repeat(501),
      }),
    ).toEqual({
      errors: [
        { field: "name", code: "INVALID_CHARACTERS", message: messages.INVALID_NAME_CHARACTERS },
        { field: "email", code: "INVALID_FORMAT", message: messages.INVALID_MAIL },
        {
          field: "phoneCountryCode",
          code: "INVALID_FORMAT",
          message: messages.INVALID_PHONE_COUNTRY_CODE,
        },
        { field: "phone", code: "INVALID_CHARACTERS", message: messages.PHONE_DIGITS_ONLY },
        { field: "nationalityId", code: "INVALID_FORMAT", message: messages.INVALID_VALUE },
        { field: "notes", code: "TOO_LONG", message: "Must be at most 500 characters" },
      ],
    });
  });

  it("requires the name and the email", () => {
    expect(validateWith(agentClientSchema, { name: " ", email: "" })).toEqual({
      errors: [
        { field: "name", code: "REQUIRED", message: messages.CLIENT_NAME_REQUIRED },
        { field: "email", code: "REQUIRED", message: messages.EMAIL_REQUIRED },
      ],
    });
    expect(validateWith(agentClientSchema, { ...valid, name: "a".repeat(101) })).toEqual({
      errors: [{ field: "name", code: "TOO_LONG", message: "Must be at most 100 characters" }],
    });
  });
});

import { AGE_BANDS, TITLES } from "./constants";
import {
  messages,
  signInThrottledMessage,
  tooLongMessage,
  tooManyAttemptsMessage,
} from "./messages";
import {
  isAccessCode,
  isDigitsOnly,
  isFilled,
  isPhoneCountryCode,
  isTitle,
  isValidEmail,
  isValidName,
  isWithinLength,
  meetsPasswordComplexity,
  passwordsMatch,
  termsAccepted,
} from "./rules";

describe("constants and messages", () => {
  it("lists the spec's titles and age bands", () => {
    expect(TITLES).toEqual(["Miss", "Mr", "Mrs"]);
    expect(AGE_BANDS).toEqual([
      "18 to 25",
      "26 to 30",
      "31 to 40",
      "41 to 50",
      "51 to 60",
      "above 60",
    ]);
  });
  it("keeps the spec's messages word for word", () => {
    expect(messages).toMatchObject({
      PLEASE_ENTER_EMAIL: "Please Enter Email Address",
      PLEASE_ENTER_PASSWORD: "Please Enter Password",
      ACCESS_CODE_REQUIRED: "Please Enter The Access Code",
      EMAIL_REQUIRED: "Please Enter Email ID",
      INVALID_MAIL: "Invalid Mail",
      TITLE_REQUIRED: "Please Select Title",
      FIRST_NAME_REQUIRED: "Please Enter First Name",
      LAST_NAME_REQUIRED: "Please Enter Last Name",
      ACCEPT_TERMS: "PLEASE ACCEPT THE TERMS & CONDITIONS TO PROCEED",
      PASSWORDS_DO_NOT_MATCH: "Passwords Do Not Match",
      PASSWORD_COMPLEXITY:
        "PASSWORD MUST BE BETWEEN 8-13 CHARACTERS IN LENGTH AND MUST COMPRISE OF AT LEAST 1 LOWERCASE ALPHABET (A-Z), 1 UPPERCASE ALPHABET (A-Z), 1 NUMBER (0-9) AND 1 SPECIAL CHARACTER",
      INVALID_CREDENTIALS: "INVALID EMAIL ADDRESS OR PASSWORD",
      USER_ALREADY_EXISTS: "User Already Exists. Please login with Email",
      CONFIRMATION_SENT:
        "An email confirmation has been sent to your account. Please accept to continue your registration process.",
      PASSWORD_TOO_LONG: "Password must be at most 13 characters",
      PHONE_TOO_LONG: "Phone number must be at most 15 digits",
    });
  });
  it("builds the too-long and throttle messages", () => {
    expect(tooLongMessage(50)).toBe("Must be at most 50 characters");
    expect(signInThrottledMessage(15)).toBe(
      "TOO MANY SIGN-IN ATTEMPTS. PLEASE TRY AGAIN IN 15 MINUTES.",
    );
    expect(signInThrottledMessage(0.2)).toBe(
      "TOO MANY SIGN-IN ATTEMPTS. PLEASE TRY AGAIN IN 1 MINUTE.",
    );
    expect(tooManyAttemptsMessage(59.5)).toBe("Too many attempts. Please try again in 60 minutes.");
    expect(tooManyAttemptsMessage(0.01)).toBe("Too many attempts. Please try again in 1 minute.");
  });
});

describe("isFilled", () => {
  it.each([
    ["", false],
    ["   \t\n", false],
    [" a ", true],
  ])("%j → %s", (v, expected) => expect(isFilled(v)).toBe(expected));
});

describe("isWithinLength", () => {
  it("counts code points", () => {
    expect(isWithinLength("a".repeat(13), 13)).toBe(true);
    expect(isWithinLength("a".repeat(14), 13)).toBe(false);
    expect(isWithinLength("😀".repeat(13), 13)).toBe(true);
  });
});

describe("isValidEmail", () => {
  it.each(["joe@mail.com", "o'brien+tag@sub.example.co.uk", "A.B@x.io"])("accepts %s", (v) =>
    expect(isValidEmail(v)).toBe(true),
  );
  it.each(["joe", "joe@", "@x.io", "joe@x", "jo e@x.io", "a..b@x.io", "<a>@x.io", "joe@-x.io"])(
    "refuses %s",
    (v) => expect(isValidEmail(v)).toBe(false),
  );
});

describe("isValidName", () => {
  it.each(["José", "Zoë", "O'Brien", "Nguyễn", "Anne-Marie", "St. John", "O’Neil", "李"])(
    "accepts %s",
    (v) => expect(isValidName(v)).toBe(true),
  );
  it.each(["R2D2", "<b>x</b>", "'Ann", "-Ann", "Ann!", "Ann_x"])("refuses %s", (v) =>
    expect(isValidName(v)).toBe(false),
  );
});

describe("meetsPasswordComplexity", () => {
  it("needs lower, upper, digit and special, not 8 characters", () => {
    expect(meetsPasswordComplexity("aA1!")).toBe(true);
    expect(meetsPasswordComplexity("aA1 ")).toBe(false);
    expect(meetsPasswordComplexity("aa1!")).toBe(false);
    expect(meetsPasswordComplexity("AA1!")).toBe(false);
    expect(meetsPasswordComplexity("aAb!")).toBe(false);
    expect(meetsPasswordComplexity("aA12")).toBe(false);
  });
});

describe("small rules", () => {
  it("isAccessCode", () => {
    expect(["WELCOME2026", "INVITE-7Q2M", "code_1.b"].every(isAccessCode)).toBe(true);
    for (const bad of ["", "WELCOME 2026", "<script>", "' OR 1=1 --", "😀", "ab\u0000cd", "КОД"])
      expect(isAccessCode(bad)).toBe(false);
  });
  it("isDigitsOnly", () => {
    expect(isDigitsOnly("0123")).toBe(true);
    expect(isDigitsOnly("")).toBe(true);
    expect(isDigitsOnly("12a")).toBe(false);
    expect(isDigitsOnly("١٢")).toBe(false);
  });
  it("isPhoneCountryCode", () => {
    expect(["+1", "+44", "+1-868", "91"].every(isPhoneCountryCode)).toBe(true);
    expect(["+", "+12345", "1<"].some(isPhoneCountryCode)).toBe(false);
  });
  it("isTitle", () => {
    expect(isTitle("Mrs")).toBe(true);
    expect(isTitle("mrs")).toBe(false);
    expect(isTitle("Dr")).toBe(false);
  });
  it("passwordsMatch", () => {
    expect(passwordsMatch("aA1!", "aA1!")).toBe(true);
    expect(passwordsMatch("aA1!", "aA1?")).toBe(false);
  });
  it("termsAccepted", () => {
    expect(termsAccepted(true)).toBe(true);
    expect(termsAccepted("true")).toBe(false);
    expect(termsAccepted(false)).toBe(false);
  });
});

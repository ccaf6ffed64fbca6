import { messages } from "@travel/schema/validation";
import {
  canBook,
  normalisePlanStatus,
  pricesIncludeTax,
  promotionRedirect,
  signInFailureMessage,
  signUpOutcome,
  titleFromIndex,
  userTypeFromEmail,
} from "./account-rules";

describe("userTypeFromEmail", () => {
  it.each([
    ["travel.AGENT@x.io", 1],
    ["agency@x.io", 2],
    ["joe@agents.com", 1],
    ["joe@x.io", 2],
    ["", 2],
  ])("%s → %s", (email, type) => expect(userTypeFromEmail(email)).toBe(type));
});

describe("normalisePlanStatus", () => {
  it.each([
    ["ACTIVE-REFRESH", "ACTIVE"],
    ["active", "ACTIVE"],
    ["Active", "ACTIVE"],
    ["active-refresh", "ACTIVE"],
    ["EXPIRED", "NOPLAN"],
    ["", "NOPLAN"],
    [null, "NOPLAN"],
    [undefined, "NOPLAN"],
  ])("%s → %s", (status, expected) => expect(normalisePlanStatus(status)).toBe(expected));
});

describe("canBook", () => {
  it("needs the site to allow booking without a session or the user to be allowed", () => {
    expect(canBook(false, false)).toBe(false);
    expect(canBook(true, false)).toBe(true);
    expect(canBook(false, true)).toBe(true);
    expect(canBook(true, true)).toBe(true);
  });
});

describe("pricesIncludeTax", () => {
  it("is true for role Guest only", () => {
    expect(pricesIncludeTax("Guest")).toBe(true);
    expect(pricesIncludeTax("Member")).toBe(false);
    expect(pricesIncludeTax(null)).toBe(false);
  });
});

describe("signInFailureMessage", () => {
  it("upper-cases the server message", () => {
    expect(signInFailureMessage("Please verify your email address before signing in")).toBe(
      "PLEASE VERIFY YOUR EMAIL ADDRESS BEFORE SIGNING IN",
    );
  });
  it("defaults to INVALID EMAIL ADDRESS OR PASSWORD", () => {
    expect(signInFailureMessage(undefined)).toBe("INVALID EMAIL ADDRESS OR PASSWORD");
    expect(signInFailureMessage("  ")).toBe("INVALID EMAIL ADDRESS OR PASSWORD");
  });
});

describe("signUpOutcome", () => {
  it("maps a creation to the confirmation message", () => {
    expect(signUpOutcome({ status: 1, code: 200, resp: "User Created successfully" })).toEqual({
      created: true,
      message: messages.CONFIRMATION_SENT,
    });
  });
  it("maps USER_ALREADY_CREATED to the spec's message", () => {
    expect(signUpOutcome({ status: 1, code: 201, resp: "USER_ALREADY_CREATED" })).toEqual({
      created: false,
      code: "USER_ALREADY_EXISTS",
      message: "User Already Exists. Please login with Email",
    });
  });
  it.each([
    [0, 400, "Bad access code"],
    [1, 201, "Some other reason"],
    [0, 500, "Server trouble"],
    [1, 500, "Server trouble"],
  ])("shows resp for status %s code %s", (status, code, resp) => {
    expect(signUpOutcome({ status, code, resp })).toEqual({
      created: false,
      code: "SIGN_UP_REJECTED",
      message: resp,
    });
  });
  it("treats another status 1 answer as created", () => {
    expect(signUpOutcome({ status: 1, code: 200, resp: "OK" })).toEqual({
      created: true,
      message: messages.CONFIRMATION_SENT,
    });
  });
});

describe("promotionRedirect", () => {
  it("goes to /promotions only when flagged and allowed", () => {
    expect(promotionRedirect(true, true)).toBe("/promotions");
    expect(promotionRedirect(true, false)).toBeNull();
    expect(promotionRedirect(false, true)).toBeNull();
  });
});

describe("titleFromIndex", () => {
  it("resolves the 1-based index", () => {
    expect([1, 2, 3, "2"].map(titleFromIndex)).toEqual(["Miss", "Mr", "Mrs", "Mr"]);
    expect([0, 4, null, "x", 1.5].map(titleFromIndex)).toEqual([null, null, null, null, null]);
  });
});

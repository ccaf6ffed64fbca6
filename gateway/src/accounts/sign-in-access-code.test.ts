import { messages } from "@travel/schema/validation";
import { signInAccessCodeErrors } from "./sign-in";

describe("signInAccessCodeErrors", () => {
  it("takes no access code, or one made of letters, digits, dots, underscores and hyphens", () => {
    expect(signInAccessCodeErrors("")).toEqual([]);
    expect(signInAccessCodeErrors("WELCOME2026")).toEqual([]);
    expect(signInAccessCodeErrors("INVITE-7Q2M")).toEqual([]);
  });

  it.each([
    ["markup", "<script>alert(1)</script>"],
    ["SQL", "' OR 1=1 --"],
    ["a NUL", "ab\u0000cd"],
    ["a lone surrogate", "ab\ud800cd"],
    ["an emoji", "😀"],
    ["right-to-left text", "مرحبا"],
  ])("refuses %s with a clear message instead of signing in", (_kind, accessCode) => {
    expect(signInAccessCodeErrors(accessCode)).toEqual([
      { field: "accessCode", code: "INVALID_CHARACTERS", message: messages.INVALID_VALUE },
    ]);
  });

  it("refuses more than 50 characters", () => {
    expect(signInAccessCodeErrors("A".repeat(10_000))).toEqual([
      { field: "accessCode", code: "TOO_LONG", message: "Must be at most 50 characters" },
    ]);
  });
});

import { REDIRECT_MAX_LENGTH, redirectProblem, safeRedirectPath } from "./redirect";

describe("safeRedirectPath", () => {
  it.each([
    "/",
    "/promotions",
    "/hotels?city=Paris&nights=3",
    "/referral/credits#top",
    "/search/caf%C3%A9",
    "/a/b/../c",
    "/a//b",
    "/user/profile?next=https://elsewhere.test",
  ])("keeps the on-site path %s", (path) => {
    expect(safeRedirectPath(path)).toBe(path);
    expect(redirectProblem(path)).toBeNull();
  });

  it.each([
    ["an absolute https URL", "https://evil.test/promotions"],
    ["an absolute http URL", "http://evil.test"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a data: URL", "data:text/html,<script>alert(1)</script>"],
    ["a protocol-relative URL", "//evil.test/x"],
    ["a protocol-relative URL with more slashes", "///evil.test"],
    ["a backslash after the slash", "/\\evil.test"],
    ["a backslash anywhere", "/hotels\\..\\x"],
    ["a leading backslash", "\\\\evil.test"],
    ["an encoded slash after the slash", "/%2F%2Fevil.test"],
    ["an encoded backslash after the slash", "/%5cevil.test"],
    ["a tab that a browser would drop", "/\t/evil.test"],
    ["a newline", "/\n/evil.test"],
    ["a space", "/ /evil.test"],
    ["a NUL", "/promotions\u0000"],
    ["a zero-width space", "/\u200b/evil.test"],
    ["a relative path", "promotions"],
    ["a dot path", "./promotions"],
    ["a query alone", "?x=1"],
    ["a fragment alone", "#top"],
    ["a user-info trick", "https://site@evil.test"],
  ])("refuses %s", (_, raw) => {
    expect(safeRedirectPath(raw)).toBeNull();
    expect(redirectProblem(raw)).toBe("NOT_A_PATH");
  });

  it("refuses nothing, an empty value and one too long", () => {
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
    expect(redirectProblem("")).toBe("EMPTY");
    const long = `/${"a".repeat(REDIRECT_MAX_LENGTH)}`;
    expect(redirectProblem(long)).toBe("TOO_LONG");
    expect(safeRedirectPath(long)).toBeNull();
    expect(safeRedirectPath(`/${"a".repeat(REDIRECT_MAX_LENGTH - 1)}`)).not.toBeNull();
  });
});

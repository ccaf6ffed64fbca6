import { readSsoLinkParams, safeRedirectPath } from "./sso-link-params";

const ORIGIN = "https://travel.example.com";

describe("safeRedirectPath", () => {
  it.each([
    ["/wallet", "/wallet"],
    ["/hotel?city=Madrid&nights=2#results", "/hotel?city=Madrid&nights=2#results"],
    ["/", "/"],
    ["/user/../wallet", "/wallet"],
  ])("keeps the same-origin path %s", (redirect, path) => {
    expect(safeRedirectPath(redirect, ORIGIN)).toBe(path);
  });

  it.each([
    [null],
    [""],
    ["//evil.example.com/steal"],
    ["///evil.example.com"],
    ["https://evil.example.com/"],
    ["https://travel.example.com/wallet"],
    ["javascript:alert(1)"],
    ["wallet"],
    [" /wallet"],
    ["/\\evil.example.com"],
    ["/\t/evil.example.com"],
    ["/\n/evil.example.com"],
  ])("goes home instead of %j", (redirect) => {
    expect(safeRedirectPath(redirect, ORIGIN)).toBe("/");
  });
});

describe("readSsoLinkParams", () => {
  it("reads the token and a safe redirect", () => {
    expect(readSsoLinkParams("?token=a.b.c&redirect=%2Fwallet", ORIGIN)).toEqual({
      token: "a.b.c",
      redirectTo: "/wallet",
    });
  });

  it("accepts sso_token, preferring token when both are given", () => {
    expect(readSsoLinkParams("?sso_token=%20x.y.z%20", ORIGIN)).toEqual({
      token: "x.y.z",
      redirectTo: "/",
    });
    expect(readSsoLinkParams("?sso_token=second&token=first", ORIGIN).token).toBe("first");
    expect(readSsoLinkParams("?token=%20%20&sso_token=second", ORIGIN).token).toBe("second");
  });

  it("has no token when the link carries none, or only blanks", () => {
    expect(readSsoLinkParams("", ORIGIN)).toEqual({ token: null, redirectTo: "/" });
    expect(readSsoLinkParams("?token=&sso_token=%20", ORIGIN).token).toBeNull();
  });

  it("never redirects to another origin", () => {
    expect(readSsoLinkParams("?token=t&redirect=//evil.example.com", ORIGIN).redirectTo).toBe("/");
  });
});

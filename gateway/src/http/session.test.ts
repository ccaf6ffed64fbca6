import { REMEMBER_ME_MAX_AGE_MS, sessionCookieOptions, sessionTokenFrom } from "./session";

describe("sessionTokenFrom", () => {
  it("prefers the bearer token", () => {
    expect(sessionTokenFrom("Bearer abc.def", { session: "cookie-tok" })).toEqual({
      token: "abc.def",
      source: "bearer",
    });
    expect(sessionTokenFrom("bearer   xyz", {})).toEqual({ token: "xyz", source: "bearer" });
  });
  it("falls back to the session cookie", () => {
    expect(sessionTokenFrom(undefined, { session: "cookie-tok" })).toEqual({
      token: "cookie-tok",
      source: "cookie",
    });
    expect(sessionTokenFrom("Basic dXNlcg==", { session: "c" })).toEqual({
      token: "c",
      source: "cookie",
    });
  });
  it("ignores missing, malformed and oversized tokens", () => {
    expect(sessionTokenFrom(undefined, undefined)).toBeNull();
    expect(sessionTokenFrom("Bearer", { session: "" })).toBeNull();
    expect(sessionTokenFrom(`Bearer ${"a".repeat(5000)}`, { session: "bad token" })).toBeNull();
    expect(sessionTokenFrom(undefined, { session: ["a"] })).toBeNull();
  });
});

describe("sessionCookieOptions", () => {
  it("is httpOnly, Lax, Path=/ and a session cookie without remember-me", () => {
    expect(sessionCookieOptions(false, false)).toEqual({
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: false,
    });
  });
  it("is Secure over https and lasts 30 days with remember-me", () => {
    expect(sessionCookieOptions(true, true)).toEqual({
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: true,
      maxAge: 30 * 24 * 3600 * 1000,
    });
    expect(REMEMBER_ME_MAX_AGE_MS).toBe(2_592_000_000);
  });
});

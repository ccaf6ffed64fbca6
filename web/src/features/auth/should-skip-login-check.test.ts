import { shouldSkipLoginCheck } from "./should-skip-login-check";

const at = (pathname: string, search = "") => shouldSkipLoginCheck({ pathname, search });

describe("shouldSkipLoginCheck", () => {
  it.each(["/login/sso", "/verify-account", "/change-password", "/change-password/"])(
    "skips the check on %s",
    (path) => {
      expect(at(path)).toBe(true);
    },
  );

  it.each(["?key=abc", "?signup=1", "?signup", "?a=1&key="])(
    "skips it when the query is %s",
    (q) => {
      expect(at("/hotel", q)).toBe(true);
    },
  );

  it("runs it everywhere else", () => {
    expect(at("/")).toBe(false);
    expect(at("/hotel", "?action=showSignin")).toBe(false);
    expect(at("/login")).toBe(false);
    expect(at("/verify-account-help")).toBe(false);
    expect(at("/", "?keys=1&signups=2")).toBe(false);
  });
});

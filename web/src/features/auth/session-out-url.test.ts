import { sessionOutUrl } from "./session-out-url";

describe("sessionOutUrl", () => {
  it("sends a single-sign-on user to the session-out URL", () => {
    expect(
      sessionOutUrl({ singleSignOn: true, sessionOutUrl: "https://sso.example.com/out" }),
    ).toBe("https://sso.example.com/out");
  });

  it("keeps everyone else", () => {
    expect(
      sessionOutUrl({ singleSignOn: false, sessionOutUrl: "https://sso.example.com/out" }),
    ).toBeNull();
    expect(sessionOutUrl({ singleSignOn: true, sessionOutUrl: null })).toBeNull();
    expect(sessionOutUrl({ singleSignOn: true, sessionOutUrl: "  " })).toBeNull();
    expect(sessionOutUrl(null)).toBeNull();
  });
});

import { savingsRedirect } from "./savings-redirect";

const here = "http://localhost:4000/hotel";

describe("savingsRedirect", () => {
  it("asks for sign-in when the flow says so", () => {
    expect(savingsRedirect({ signInRequired: true, redirect: "action:showSignin" }, here)).toEqual({
      type: "signIn",
    });
    expect(savingsRedirect({ signInRequired: false, redirect: "action:showSignin" }, here)).toEqual(
      { type: "signIn" },
    );
  });

  it("leaves for the director page", () => {
    const director = "http://127.0.0.1:4010/savings-provider/director?cvt=ab12";
    expect(savingsRedirect({ signInRequired: false, redirect: director }, here)).toEqual({
      type: "leave",
      url: director,
    });
  });

  it("does nothing for an empty redirect (spec §8) or one that is not a web address", () => {
    for (const redirect of ["", "  ", "javascript:alert(1)", "mailto:a@example.com", "http://"]) {
      expect(savingsRedirect({ signInRequired: false, redirect }, here)).toEqual({ type: "none" });
    }
  });
});

import { readAuthLinkParams } from "./auth-link-params";

describe("readAuthLinkParams", () => {
  it("asks for sign-in with action=showSignin", () => {
    expect(readAuthLinkParams("?action=showSignin")).toMatchObject({
      dialog: "signIn",
      service: null,
    });
  });

  it("asks for sign-up with signup or an invitation master code", () => {
    expect(readAuthLinkParams("?signup=1").dialog).toBe("signUp");
    expect(readAuthLinkParams("?mastercode=MC42")).toMatchObject({
      dialog: "signUp",
      masterCode: "MC42",
    });
  });

  it("reads another action as the service to remember, and the referral parameters", () => {
    expect(readAuthLinkParams("?action=hotel&referral_org=ORG7&trip_id=T9")).toEqual({
      dialog: null,
      service: "hotel",
      masterCode: null,
      referralOrg: "ORG7",
      referralCode: null,
      referralName: null,
      redirect: null,
      tripId: "T9",
    });
  });

  it("asks for nothing on a plain address", () => {
    expect(readAuthLinkParams("")).toEqual({
      dialog: null,
      service: null,
      masterCode: null,
      referralOrg: null,
      referralCode: null,
      referralName: null,
      redirect: null,
      tripId: null,
    });
  });

  it("asks for sign-up with a referral link, reading who referred and where to go after", () => {
    expect(
      readAuthLinkParams(
        "?referral_code=CITY30-K7Q2MXPA&referral_name=Zo%C3%AB+O%27Brien&referral_org=1&redirect=%2Fpromotions",
      ),
    ).toEqual({
      dialog: "signUp",
      service: null,
      masterCode: null,
      referralOrg: "1",
      referralCode: "CITY30-K7Q2MXPA",
      referralName: "Zoë O'Brien",
      redirect: "/promotions",
      tripId: null,
    });
  });

  it("leaves out a malformed code, and with it the name, which then credits nobody", () => {
    expect(readAuthLinkParams("?referral_code=%3Cscript%3E&referral_name=Mallory")).toMatchObject({
      dialog: null,
      referralCode: null,
      referralName: null,
    });
  });

  it("cleans the name shown: no control characters, spaces collapsed, at most 80 characters", () => {
    const name = (raw: string) =>
      readAuthLinkParams(`?referral_code=C1&referral_name=${encodeURIComponent(raw)}`).referralName;
    expect(name("  Ana \u0000\u202e  María ")).toBe("Ana María");
    expect(name("x".repeat(200))).toBe(`${"x".repeat(79)}…`);
    expect(name("   ")).toBeNull();
  });

  it.each([
    "https://evil.test/",
    "//evil.test",
    "/\\evil.test",
    "javascript:alert(1)",
    "promotions",
  ])("drops the off-site redirect %s", (redirect) => {
    expect(
      readAuthLinkParams(`?referral_code=C1&redirect=${encodeURIComponent(redirect)}`).redirect,
    ).toBeNull();
  });
});

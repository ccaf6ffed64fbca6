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
      tripId: "T9",
    });
  });

  it("asks for nothing on a plain address", () => {
    expect(readAuthLinkParams("")).toEqual({
      dialog: null,
      service: null,
      masterCode: null,
      referralOrg: null,
      tripId: null,
    });
  });
});

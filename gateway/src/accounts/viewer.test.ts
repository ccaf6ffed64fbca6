import type { LoginCheck, SignInResult } from "./accounts.mappers";
import { loginCheckFromSignIn, toViewer } from "./viewer";

const signIn: SignInResult = {
  token: "t",
  expires_at: "2026-06-02T00:00:00.000Z",
  username: "Sam",
  email: "sam@x.io",
  currency_code: "EUR",
  language: "es-ES",
  nationality: 20,
  userId: 3,
  role: "Guest",
  last_name: "Lee",
  is_promotion: 1,
  subscription_details: { plan_status: "active" },
};

describe("toViewer", () => {
  it("builds a traveller from a sign-in result when the login check failed", () => {
    expect(toViewer(loginCheckFromSignIn(signIn), signIn, false)).toEqual({
      id: "3",
      email: "sam@x.io",
      firstName: "Sam",
      lastName: "Lee",
      userType: "TRAVELLER",
      role: "Guest",
      pricesIncludeTax: true,
      planStatus: "ACTIVE",
      canBook: false,
      currencyCode: "EUR",
      language: "es-ES",
      nationalityId: "20",
      countryId: "235",
      creditLimit: null,
      displayPrice: false,
      accessCode: null,
      phoneCountryCode: null,
      referrer: null,
      singleSignOn: false,
      sessionOutUrl: null,
      hasPromotion: true,
    });
  });

  it("keeps the session-out URL only for single sign-on, and credit only for agents", () => {
    const base = loginCheckFromSignIn(signIn);
    const check: LoginCheck = {
      ...base,
      profile: { ...base.profile, credit_limit: 50, can_user_book: 1 },
      isSso: false,
      sessionOutUrl: "https://sso/out",
    };
    expect(toViewer(check, null, false)).toMatchObject({
      sessionOutUrl: null,
      creditLimit: null,
      canBook: true,
      hasPromotion: false,
    });
    const agent = { ...check, isSso: true, profile: { ...check.profile, type: 1 as const } };
    expect(toViewer(agent, null, false)).toMatchObject({
      sessionOutUrl: "https://sso/out",
      creditLimit: 50,
      userType: "AGENT",
      singleSignOn: true,
    });
  });
});

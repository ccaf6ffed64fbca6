import { loginProfile, signInResult } from "./profile";
import type { AccountRow } from "./store";

const account = (overrides: Partial<AccountRow> = {}): AccountRow => ({
  account_id: 7,
  email: "ana@example.com",
  password_hash: "scrypt$1024$8$1$c2FsdA$aGFzaA",
  first_name: "Ana",
  last_name: "García",
  nationality_id: 3,
  country_id: 235,
  currency_code: "EUR",
  language: "es-ES",
  user_type: 2,
  role: "Member",
  can_user_book: 1,
  plan_status: "ACTIVE-REFRESH",
  access_code: "WELCOME2026",
  phone_country_code: "+34",
  credit_limit: null,
  display_price: 0,
  is_promotion: 1,
  referred_by: null,
  verified: true,
  ...overrides,
});

describe("signInResult", () => {
  it("maps the account to the sign-in result, without the password hash", () => {
    const result = signInResult(account(), {
      token: "tok",
      expiresAt: new Date("2026-05-01T22:00:00.000Z"),
    });
    expect(result).toEqual({
      token: "tok",
      expires_at: "2026-05-01T22:00:00.000Z",
      username: "Ana",
      email: "ana@example.com",
      currency_code: "EUR",
      language: "es-ES",
      nationality: 3,
      userId: 7,
      role: "Member",
      last_name: "García",
      is_promotion: 1,
      subscription_details: { plan_status: "ACTIVE-REFRESH" },
    });
    expect(JSON.stringify(result)).not.toContain("scrypt");
  });
});

describe("loginProfile", () => {
  it("gives type, booking right, subscription and the referrer's name", () => {
    const agent = account({ user_type: 1, role: "Agent", credit_limit: 5000, display_price: 1 });
    const profile = loginProfile(agent, { first_name: "Tess", last_name: "Traveller" });
    expect(profile).toMatchObject({
      userId: 7,
      type: 1,
      role: "Agent",
      can_user_book: 1,
      subscription_details: {
        plan_status: "ACTIVE-REFRESH",
        access_code: "WELCOME2026",
        phone_country_code: "+34",
      },
      country: 235,
      credit_limit: 5000,
      display_price: 1,
      referral: { first_name: "Tess", last_name: "Traveller" },
    });
    expect(loginProfile(account(), null).referral).toBeNull();
    expect(JSON.stringify(profile)).not.toContain("scrypt");
  });
});

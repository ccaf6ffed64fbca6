import {
  campaignTypeOf,
  maskEmail,
  pageOf,
  programOf,
  toLoyaltyState,
  toReferralPage,
} from "./referral-rules";

describe("referral rules", () => {
  it("masks emails", () => {
    expect(maskEmail("john.smith@example.com")).toBe("j***@example.com");
    expect(maskEmail("a@b.co")).toBe("a***@b.co");
    expect(maskEmail("no-at-sign")).toBe("***");
    expect(maskEmail("@example.com")).toBe("***");
  });

  it("checks campaign types, programmes and pages", () => {
    expect(campaignTypeOf(undefined)).toBe("Promotion");
    expect(campaignTypeOf(null)).toBe("Promotion");
    expect(campaignTypeOf(" Referral ")).toBe("Referral");
    expect(campaignTypeOf("Promo'; DROP")).toBeNull();
    expect(programOf("11")).toBe("11");
    for (const bad of ["0", "-1", "1.5", "abc", "12345678901"]) expect(programOf(bad)).toBeNull();
    expect([pageOf(undefined), pageOf(null), pageOf(0), pageOf(-3), pageOf(4)]).toEqual([
      1, 1, 1, 1, 4,
    ]);
  });

  it("maps a referral page", () => {
    expect(
      toReferralPage({
        count: 6,
        totalPages: 2,
        page: 2,
        per_page: 5,
        referrals: [
          {
            referral_id: 1,
            first_name: "Ann",
            last_name: "Lee",
            email: "ann@example.com",
            status: "JOINED",
            credit_amount: 12.5,
            currency_code: "USD",
            created_at: "2026-01-02T00:00:00.000Z",
          },
        ],
      }),
    ).toEqual({
      count: 6,
      totalPages: 2,
      page: 2,
      perPage: 5,
      items: [
        {
          id: "1",
          firstName: "Ann",
          lastName: "Lee",
          maskedEmail: "a***@example.com",
          status: "JOINED",
          credit: 12.5,
          creditAmount: { amount: 12.5, currency: "USD" },
          currencyCode: "USD",
          referredAt: "2026-01-02T00:00:00.000Z",
        },
      ],
    });
  });

  it("gives rewards only to a signed-in user, and an empty state when unavailable", () => {
    const state = {
      enabled: true,
      start_date: "2026-01-01",
      end_date: null,
      rewards: { points: 5, credit: 1.5, currency_code: "USD", tier: null },
      promotions: [],
    };
    expect(toLoyaltyState(state, true).rewards).toEqual({
      points: 5,
      credit: 1.5,
      creditAmount: { amount: 1.5, currency: "USD" },
      currencyCode: "USD",
      tier: null,
    });
    expect(toLoyaltyState(state, false).rewards).toBeNull();
    expect(toLoyaltyState(null, true)).toEqual({
      enabled: false,
      startDate: null,
      endDate: null,
      rewards: null,
      promotions: [],
    });
  });
});

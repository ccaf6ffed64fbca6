import { DecodeError } from "../upstream/decode";
import {
  decodeActionsList,
  decodeCampaignList,
  decodeLoyaltyState,
  decodeReferralList,
} from "./referral.decoders";

describe("referral decoders", () => {
  it("decode campaigns, ids as text and missing fields as null", () => {
    expect(
      decodeCampaignList({
        status: 1,
        data: [
          {
            campaign_id: 21,
            campaign_name: "Summer",
            campaign_type: "Promotion",
            refferal_code: "S26",
            start_date: "2026-01-01",
          },
        ],
      }),
    ).toEqual([
      {
        campaign_id: "21",
        campaign_name: "Summer",
        campaign_type: "Promotion",
        description: null,
        landing_url: null,
        refferal_code: "S26",
        start_date: "2026-01-01",
        end_date: null,
      },
    ]);
    expect(() => decodeCampaignList({ status: 0, message: "no" })).toThrow(DecodeError);
    expect(() => decodeCampaignList({ status: 1, data: [{ campaign_id: null }] })).toThrow(
      DecodeError,
    );
  });

  it("decode a referral page, amounts sent as text included", () => {
    const page = decodeReferralList({
      status: 1,
      data: {
        count: "23",
        totalPages: 5,
        page: 1,
        per_page: 5,
        referrals: [
          {
            referral_id: 1,
            first_name: "A",
            last_name: "B",
            email: "a@b.co",
            status: "JOINED",
            credit_amount: "12.50",
            currency_code: "USD",
            created_at: "2026-01-01T00:00:00Z",
          },
        ],
      },
    });
    expect(page).toMatchObject({ count: 23, totalPages: 5, referrals: [{ credit_amount: 12.5 }] });
    expect(() =>
      decodeReferralList({
        status: 1,
        data: { count: 1.5, totalPages: 1, page: 1, per_page: 5, referrals: [] },
      }),
    ).toThrow(DecodeError);
  });

  it("decode actions and the loyalty state", () => {
    expect(
      decodeActionsList({
        status: 1,
        data: [{ action_id: 1, action: "SHARE", description: "d", points: 5, created_at: "t" }],
      }),
    ).toEqual([{ action_id: "1", action: "SHARE", description: "d", points: 5, created_at: "t" }]);
    expect(
      decodeLoyaltyState({
        status: 1,
        data: { enabled: false, start_date: null, end_date: null, rewards: null, promotions: [] },
      }),
    ).toEqual({ enabled: false, start_date: null, end_date: null, rewards: null, promotions: [] });
    expect(() => decodeLoyaltyState({ status: 1, data: { enabled: "yes" } })).toThrow(DecodeError);
  });
});

/** In-memory referral and loyalty data of the mocked upstream (user 7 has referrals). */
import type { ReceivedRequest } from "./accounts-db";
import type {
  ActionEntry,
  CampaignEntry,
  LoyaltyRewardsEntry,
  ReferralEntry,
} from "../referral/referral.mappers";

export type TestCampaign = CampaignEntry;

export interface TestReferral extends ReferralEntry {
  campaign_id: number;
  referrer_id: number;
}

export interface TestAction extends ActionEntry {
  account_id: number;
}

export interface ReferralDb {
  campaigns: TestCampaign[];
  referrals: TestReferral[];
  actions: TestAction[];
  loyalty: { enabled: boolean; start_date: string | null; end_date: string | null };
  /** Rewards per user id. */
  rewards: Record<number, LoyaltyRewardsEntry>;
  received: ReceivedRequest[];
}

function campaign(
  campaign_id: number,
  campaign_type: string,
  fields: Partial<TestCampaign> = {},
): TestCampaign {
  return {
    campaign_id,
    campaign_name: `Campaign ${campaign_id}`,
    campaign_type,
    description: `What campaign ${campaign_id} gives`,
    landing_url: null,
    refferal_code: `CODE${campaign_id}`,
    start_date: "2026-01-01",
    end_date: null,
    ...fields,
  };
}

/** `count` referrals of `referrerId` in `campaignId`, newest first by created_at. */
function referralsOf(campaignId: number, referrerId: number, count: number, firstId: number) {
  return Array.from({ length: count }, (_, i): TestReferral => {
    const n = i + 1;
    return {
      referral_id: firstId + i,
      campaign_id: campaignId,
      referrer_id: referrerId,
      first_name: `Friend${n}`,
      last_name: `Number${n}`,
      email: `friend${n}@example.com`,
      status: n % 3 === 0 ? "BOOKED" : n % 3 === 1 ? "JOINED" : "PENDING",
      credit_amount: n % 3 === 0 ? 12.5 : 0,
      currency_code: "USD",
      created_at: new Date(Date.UTC(2026, 0, 1 + n)).toISOString(),
    };
  });
}

export function seedReferral(): ReferralDb {
  return {
    campaigns: [
      campaign(21, "Promotion", {
        campaign_name: "Summer sale",
        landing_url: "https://promo.test/summer?utm_source=app#top",
        refferal_code: "SUMMER26",
        end_date: "2026-09-30",
      }),
      campaign(22, "Promotion", { campaign_name: "Winter deals", refferal_code: "WINTER&26" }),
      campaign(11, "Referral", { campaign_name: "Invite friends" }),
      campaign(12, "Referral", { campaign_name: "Invite colleagues" }),
      campaign(31, "Cashback", { campaign_name: "Cash back" }),
    ],
    referrals: [...referralsOf(11, 7, 23, 100), ...referralsOf(12, 7, 2, 200)],
    actions: Array.from({ length: 6 }, (_, i) => ({
      action_id: 300 + i,
      account_id: 7,
      action: ["SIGN_UP", "FIRST_BOOKING", "SHARE"][i % 3]!,
      description: `Action ${i + 1}`,
      points: 10 * (i + 1),
      created_at: new Date(Date.UTC(2026, 1, 10 - i)).toISOString(),
    })),
    loyalty: { enabled: true, start_date: "2026-01-01", end_date: "2099-12-31" },
    rewards: { 7: { points: 1200, credit: 25.5, currency_code: "USD", tier: "Silver" } },
    received: [],
  };
}

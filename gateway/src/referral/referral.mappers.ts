/** Upstream REST shapes of the referral and loyalty contract (spec §3, §7), as decoded. */

/** GET /api/referral/getCampaignList → data[]. */
export interface CampaignEntry {
  campaign_id: string;
  campaign_name: string;
  campaign_type: string;
  description: string | null;
  landing_url: string | null;
  /** Spelt so upstream. */
  refferal_code: string | null;
  /** YYYY-MM-DD. */
  start_date: string | null;
  /** YYYY-MM-DD; null when open-ended. */
  end_date: string | null;
}

/** One referral of GET /api/referral/getReferralList. */
export interface ReferralEntry {
  referral_id: string;
  first_name: string;
  last_name: string;
  email: string;
  status: string;
  credit_amount: number;
  currency_code: string;
  created_at: string;
}

/** GET /api/referral/getReferralList → data. */
export interface ReferralListPage {
  count: number;
  totalPages: number;
  page: number;
  per_page: number;
  referrals: ReferralEntry[];
}

/** GET /api/referral/getActionsList → data[]. */
export interface ActionEntry {
  action_id: string;
  action: string;
  description: string;
  points: number;
  created_at: string;
}

export interface LoyaltyRewardsEntry {
  points: number;
  credit: number;
  currency_code: string;
  tier: string | null;
}

export interface LoyaltyPromotionEntry {
  campaign_id: string;
  campaign_name: string;
  campaign_type: string;
  landing_url: string | null;
  refferal_code: string | null;
}

/** GET /api/referral/getLoyaltyState → data. */
export interface LoyaltyStateEntry {
  enabled: boolean;
  start_date: string | null;
  end_date: string | null;
  rewards: LoyaltyRewardsEntry | null;
  promotions: LoyaltyPromotionEntry[];
}

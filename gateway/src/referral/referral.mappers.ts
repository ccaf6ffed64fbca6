/** Upstream REST shapes of the referral and loyalty contract (spec §3, §7), from the contract. */
import type { components } from "@travel/schema/rest";

type Schemas = components["schemas"];

/** GET /api/referral/getCampaignList → data[] (`refferal_code` is spelt so upstream). */
export type CampaignEntry = Schemas["Campaign"];

/** One referral of GET /api/referral/getReferralList. */
export type ReferralEntry = Schemas["Referral"];

/** GET /api/referral/getReferralList → data. */
export type ReferralListPage = Schemas["ReferralPage"];

/** GET /api/referral/getActionsList → data[]. */
export type ActionEntry = Schemas["ReferralAction"];

/** GET /api/referral/getLoyaltyState → data. */
export type LoyaltyStateEntry = Schemas["LoyaltyState"];

export type LoyaltyRewardsEntry = NonNullable<LoyaltyStateEntry["rewards"]>;

export type LoyaltyPromotionEntry = LoyaltyStateEntry["promotions"][number];

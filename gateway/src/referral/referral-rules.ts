/** Mapping of the referral endpoints' entries to the GraphQL types, and input checks. */
import type {
  Campaign,
  LoyaltyPromotion,
  ReferralAction,
  ResolversParentTypes,
} from "../__generated__/resolvers-types";
import { toMoney } from "../locale/money";
import { REFERRAL_PAGE_SIZE } from "./referral.client";
import type {
  ActionEntry,
  CampaignEntry,
  LoyaltyPromotionEntry,
  LoyaltyStateEntry,
  ReferralEntry,
  ReferralListPage,
} from "./referral.mappers";

// The objects as resolvers build them (amounts as `Money` models: see locale.mappers.ts).
type LoyaltyState = ResolversParentTypes["LoyaltyState"];
type Referral = ResolversParentTypes["Referral"];
type ReferralPage = ResolversParentTypes["ReferralPage"];

/** Spec §9: the loyalty default campaign type. */
export const DEFAULT_CAMPAIGN_TYPE = "Promotion";

const CAMPAIGN_TYPE = /^[A-Za-z][A-Za-z0-9 _-]{0,49}$/;
const PROGRAM_ID = /^[1-9]\d{0,9}$/;

/** The campaign type to ask for: the default when omitted; null when it cannot be one. */
export function campaignTypeOf(raw: string | null | undefined): string | null {
  const value = raw?.trim() || DEFAULT_CAMPAIGN_TYPE;
  return CAMPAIGN_TYPE.test(value) ? value : null;
}

/** A programme (campaign) id: positive digits; null otherwise. */
export function programOf(raw: string): string | null {
  const value = raw.trim();
  return PROGRAM_ID.test(value) ? value : null;
}

/** The page to ask for: 1 when omitted or below 1. */
export function pageOf(raw: number | null | undefined): number {
  return raw === null || raw === undefined || raw < 1 ? 1 : raw;
}

/** `j***@example.com`: the first character of the local part, then the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

export function toCampaign(c: CampaignEntry): Campaign {
  return {
    id: String(c.campaign_id),
    name: c.campaign_name,
    campaignType: c.campaign_type,
    description: c.description,
    landingUrl: c.landing_url,
    referralCode: c.refferal_code,
    startDate: c.start_date,
    endDate: c.end_date,
  };
}

export function toReferral(r: ReferralEntry): Referral {
  return {
    id: String(r.referral_id),
    firstName: r.first_name,
    lastName: r.last_name,
    maskedEmail: maskEmail(r.email),
    status: r.status,
    credit: r.credit_amount,
    creditAmount: toMoney(r.credit_amount, r.currency_code),
    currencyCode: r.currency_code,
    referredAt: r.created_at,
  };
}

export function emptyReferralPage(page: number): ReferralPage {
  return { items: [], count: 0, page, perPage: REFERRAL_PAGE_SIZE, totalPages: 0 };
}

export function toReferralPage(p: ReferralListPage): ReferralPage {
  return {
    items: p.referrals.map(toReferral),
    count: p.count,
    page: p.page,
    perPage: p.per_page,
    totalPages: p.totalPages,
  };
}

export function toReferralAction(a: ActionEntry): ReferralAction {
  return {
    id: String(a.action_id),
    action: a.action,
    description: a.description,
    points: a.points,
    occurredAt: a.created_at,
  };
}

function toLoyaltyPromotion(p: LoyaltyPromotionEntry): LoyaltyPromotion {
  return {
    id: String(p.campaign_id),
    name: p.campaign_name,
    campaignType: p.campaign_type,
    landingUrl: p.landing_url,
    referralCode: p.refferal_code,
  };
}

/** The loyalty state; off and empty when unavailable; rewards only for a signed-in user. */
export function toLoyaltyState(state: LoyaltyStateEntry | null, signedIn: boolean): LoyaltyState {
  if (!state)
    return { enabled: false, startDate: null, endDate: null, rewards: null, promotions: [] };
  const rewards = signedIn ? state.rewards : null;
  return {
    enabled: state.enabled,
    startDate: state.start_date,
    endDate: state.end_date,
    rewards: rewards && {
      points: rewards.points,
      credit: rewards.credit,
      creditAmount: toMoney(rewards.credit, rewards.currency_code),
      currencyCode: rewards.currency_code,
      tier: rewards.tier,
    },
    promotions: state.promotions.map(toLoyaltyPromotion),
  };
}

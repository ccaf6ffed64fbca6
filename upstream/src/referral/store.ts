/** SQL of referrals and loyalty: campaigns, a member's referrals and actions, the programme. */
import type { Queryable } from "../db/db";

/** `YYYY-MM-DD` of a date column. */
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
/** The UTC day of `now`, for comparing with date columns. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);
const iso = (value: Date | string) => new Date(value).toISOString();

export interface Campaign {
  campaign_id: number;
  campaign_name: string;
  campaign_type: string;
  description: string | null;
  landing_url: string | null;
  refferal_code: string | null;
  start_date: string;
  end_date: string | null;
}

/** The organisation's campaigns of a type (case-insensitive), newest start first. */
export async function listCampaigns(
  db: Queryable,
  orgId: number,
  campaignType: string,
): Promise<Campaign[]> {
  return db.query<Campaign>(
    `SELECT campaign_id, campaign_name, campaign_type, description, landing_url,
       referral_code AS refferal_code, ${day("start_date")} AS start_date,
       ${day("end_date")} AS end_date
     FROM referral_campaigns WHERE org_id = $1 AND lower(campaign_type) = lower($2)
     ORDER BY start_date DESC, campaign_id DESC`,
    [orgId, campaignType],
  );
}

export interface Referral {
  referral_id: number;
  first_name: string;
  last_name: string;
  email: string;
  status: string;
  credit_amount: number;
  currency_code: string;
  created_at: string;
}

/** One page of a member's referrals in a campaign, newest first, and how many there are in all. */
export async function referralPage(
  db: Queryable,
  referrerId: number,
  campaignId: number,
  page: { page: number; perPage: number },
): Promise<{ count: number; referrals: Referral[] }> {
  const [counted] = await db.query<{ n: number }>(
    "SELECT count(*)::integer AS n FROM referrals WHERE referrer_id = $1 AND campaign_id = $2",
    [referrerId, campaignId],
  );
  const count = counted?.n ?? 0;
  const offset = (page.page - 1) * page.perPage;
  if (offset >= count) return { count, referrals: [] };
  const rows = await db.query<Omit<Referral, "created_at"> & { created_at: Date | string }>(
    `SELECT referral_id, first_name, last_name, email, status,
       credit_amount::float8 AS credit_amount, currency_code, created_at
     FROM referrals WHERE referrer_id = $1 AND campaign_id = $2
     ORDER BY created_at DESC, referral_id DESC LIMIT $3 OFFSET $4`,
    [referrerId, campaignId, page.perPage, offset],
  );
  return { count, referrals: rows.map((r) => ({ ...r, created_at: iso(r.created_at) })) };
}

export interface ReferralAction {
  action_id: number;
  action: string;
  description: string;
  points: number;
  created_at: string;
}

/** A member's actions, newest first (the latest 200). */
export async function listActions(db: Queryable, accountId: number): Promise<ReferralAction[]> {
  const rows = await db.query<Omit<ReferralAction, "created_at"> & { created_at: Date | string }>(
    `SELECT action_id, action, description, points, created_at FROM referral_actions
     WHERE account_id = $1 ORDER BY created_at DESC, action_id DESC LIMIT 200`,
    [accountId],
  );
  return rows.map((r) => ({ ...r, created_at: iso(r.created_at) }));
}

export interface LoyaltyProgramme {
  enabled: boolean;
  start_date: string | null;
  end_date: string | null;
}

/** The organisation's programme; enabled only when switched on and `today` is within its dates. */
export async function loyaltyProgramme(
  db: Queryable,
  orgId: number,
  today: string,
): Promise<LoyaltyProgramme | null> {
  const [row] = await db.query<LoyaltyProgramme>(
    `SELECT enabled AND coalesce(start_date <= $2::date, true)
         AND coalesce(end_date >= $2::date, true) AS enabled,
       ${day("start_date")} AS start_date, ${day("end_date")} AS end_date
     FROM loyalty_programmes WHERE org_id = $1`,
    [orgId, today],
  );
  return row ?? null;
}

export interface LoyaltyPromotion {
  campaign_id: number;
  campaign_name: string;
  campaign_type: string;
  landing_url: string | null;
  refferal_code: string | null;
}

/** The organisation's Promotion campaigns running on `today`. */
export async function runningPromotions(
  db: Queryable,
  orgId: number,
  today: string,
): Promise<LoyaltyPromotion[]> {
  return db.query<LoyaltyPromotion>(
    `SELECT campaign_id, campaign_name, campaign_type, landing_url, referral_code AS refferal_code
     FROM referral_campaigns
     WHERE org_id = $1 AND lower(campaign_type) = 'promotion' AND start_date <= $2::date
       AND (end_date IS NULL OR end_date >= $2::date)
     ORDER BY start_date DESC, campaign_id DESC`,
    [orgId, today],
  );
}

export interface LoyaltyRewards {
  points: number;
  credit: number;
  currency_code: string;
  tier: string | null;
}

/** A member's rewards (zero, in their currency, when they have none yet); null without account. */
export async function loyaltyRewards(
  db: Queryable,
  accountId: number,
): Promise<LoyaltyRewards | null> {
  const [row] = await db.query<LoyaltyRewards>(
    `SELECT coalesce(r.points, 0) AS points, coalesce(r.credit_amount, 0)::float8 AS credit,
       coalesce(r.currency_code, a.currency_code) AS currency_code, r.tier
     FROM accounts a LEFT JOIN loyalty_rewards r ON r.account_id = a.account_id
     WHERE a.account_id = $1`,
    [accountId],
  );
  return row ?? null;
}

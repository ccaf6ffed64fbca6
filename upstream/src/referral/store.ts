/**
 * SQL of referrals and loyalty: campaigns, a member's referrals and actions, the programme (the
 * links' codes and the referrals they record: links-store.ts).
 */
import type { ContractSchema } from "@travel/schema/rest";
import { sql } from "kysely";
import { kyselyOf, type Queryable } from "../db/db";

/** `YYYY-MM-DD` of a date column. */
const day = (column: "start_date" | "end_date") =>
  sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
/** The UTC day of `now`, for comparing with date columns. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);
const iso = (value: Date | string) => new Date(value).toISOString();

/** A referral campaign as the REST contract gives it. */
export type Campaign = ContractSchema<"Campaign">;

/** The organisation's campaigns, newest start first (then the highest id): select the columns. */
const organisationCampaigns = (db: Queryable, orgId: number) =>
  kyselyOf(db)
    .selectFrom("referral_campaigns")
    .where("org_id", "=", orgId)
    .orderBy("referral_campaigns.start_date", "desc")
    .orderBy("campaign_id", "desc");

/** The organisation's campaigns of a type (case-insensitive), newest start first. */
export async function listCampaigns(
  db: Queryable,
  orgId: number,
  campaignType: string,
): Promise<Campaign[]> {
  return organisationCampaigns(db, orgId)
    .select([
      "campaign_id",
      "campaign_name",
      "campaign_type",
      "description",
      "landing_url",
      "referral_code as refferal_code",
      day("start_date").as("start_date"),
      sql<string | null>`to_char(end_date, 'YYYY-MM-DD')`.as("end_date"),
    ])
    .where(sql<string>`lower(campaign_type)`, "=", sql<string>`lower(${campaignType})`)
    .execute();
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
  const kysely = kyselyOf(db);
  const counted = await kysely
    .selectFrom("referrals")
    .select(sql<number>`count(*)::integer`.as("n"))
    .where("referrer_id", "=", referrerId)
    .where("campaign_id", "=", campaignId)
    .executeTakeFirst();
  const count = counted?.n ?? 0;
  const offset = (page.page - 1) * page.perPage;
  if (offset >= count) return { count, referrals: [] };
  const rows = await kysely
    .selectFrom("referrals")
    .select([
      "referral_id",
      "first_name",
      "last_name",
      "email",
      "status",
      sql<number>`credit_amount::float8`.as("credit_amount"),
      "currency_code",
      "created_at",
    ])
    .where("referrer_id", "=", referrerId)
    .where("campaign_id", "=", campaignId)
    .orderBy("created_at", "desc")
    .orderBy("referral_id", "desc")
    .limit(page.perPage)
    .offset(offset)
    .execute();
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
  const rows = await kyselyOf(db)
    .selectFrom("referral_actions")
    .select(["action_id", "action", "description", "points", "created_at"])
    .where("account_id", "=", accountId)
    .orderBy("created_at", "desc")
    .orderBy("action_id", "desc")
    .limit(200)
    .execute();
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
  const row = await kyselyOf(db)
    .selectFrom("loyalty_programmes")
    .select([
      sql<boolean>`enabled AND coalesce(start_date <= ${today}::date, true)
        AND coalesce(end_date >= ${today}::date, true)`.as("enabled"),
      sql<string | null>`to_char(start_date, 'YYYY-MM-DD')`.as("start_date"),
      sql<string | null>`to_char(end_date, 'YYYY-MM-DD')`.as("end_date"),
    ])
    .where("org_id", "=", orgId)
    .executeTakeFirst();
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
  const day = sql<Date>`${today}::date`;
  return organisationCampaigns(db, orgId)
    .select([
      "campaign_id",
      "campaign_name",
      "campaign_type",
      "landing_url",
      "referral_code as refferal_code",
    ])
    .where(sql<string>`lower(campaign_type)`, "=", "promotion")
    .where("start_date", "<=", day)
    .where((eb) => eb.or([eb("end_date", "is", null), eb("end_date", ">=", day)]))
    .execute();
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
  const row = await kyselyOf(db)
    .selectFrom("accounts as a")
    .leftJoin("loyalty_rewards as r", "r.account_id", "a.account_id")
    .select((eb) => [
      eb.fn.coalesce("r.points", eb.lit(0)).as("points"),
      sql<number>`coalesce(r.credit_amount, 0)::float8`.as("credit"),
      eb.fn.coalesce("r.currency_code", "a.currency_code").as("currency_code"),
      "r.tier",
    ])
    .where("a.account_id", "=", accountId)
    .executeTakeFirst();
  return row ?? null;
}

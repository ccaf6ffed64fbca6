/**
 * SQL of referral links: a member's own code per campaign, who a code in a link names, and the
 * referral a sign-up through it records (PENDING, then JOINED once the email is verified).
 */
import { randomInt } from "node:crypto";
import { sql } from "kysely";
import { kyselyOf, type Queryable } from "../db/db";

/** A referral's stand and the credit (USD) it earns its referrer at that stand. */
export type ReferralStatus = "PENDING" | "JOINED" | "BOOKED";
export const REFERRAL_CREDIT: Readonly<Record<ReferralStatus, number>> = {
  PENDING: 0,
  JOINED: 10,
  BOOKED: 25,
};
export const REFERRAL_CURRENCY = "USD";

/** Letters and digits of a member code's random part (no 0/O, 1/I look-alikes). */
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** `CITY30-K7Q2MXPA`: the campaign's code (or REF), a dash and eight random characters. */
export function newMemberCode(campaignCode: string | null): string {
  const prefix = (campaignCode ?? "").replace(/[^A-Za-z0-9]/g, "").slice(0, 40) || "REF";
  const random = Array.from(
    { length: 8 },
    () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)],
  ).join("");
  return `${prefix}-${random}`;
}

/**
 * The member's referral code for one of the organisation's campaigns, made on first use (the same
 * code every time after, also when two calls race); null when the organisation has no such
 * campaign.
 */
export async function memberReferralCode(
  db: Queryable,
  orgId: number,
  referrerId: number,
  campaignId: number,
): Promise<string | null> {
  const kysely = kyselyOf(db);
  const campaign = await kysely
    .selectFrom("referral_campaigns")
    .select("referral_code")
    .where("org_id", "=", orgId)
    .where("campaign_id", "=", campaignId)
    .executeTakeFirst();
  if (campaign === undefined) return null;
  for (let attempt = 0; attempt < 5; attempt++) {
    await kysely
      .insertInto("referral_links")
      .values({
        code: newMemberCode(campaign.referral_code),
        campaign_id: campaignId,
        referrer_id: referrerId,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const row = await kysely
      .selectFrom("referral_links")
      .select("code")
      .where("campaign_id", "=", campaignId)
      .where("referrer_id", "=", referrerId)
      .executeTakeFirst();
    if (row !== undefined) return row.code;
    // the random part met another member's code: draw again
  }
  throw new Error("could not draw a free referral code");
}

/**
 * Who a referral code credits, and in which campaign: a member's campaign code
 * (`referral_links`), else a member's own code (`accounts.referral_code`, credited in the
 * organisation's oldest running Referral campaign); null for an unknown code.
 */
export async function referralTarget(
  db: Queryable,
  orgId: number,
  code: string,
  today: string,
): Promise<{ referrerId: number; campaignId: number | null } | null> {
  if (code === "") return null;
  const kysely = kyselyOf(db);
  const link = await kysely
    .selectFrom("referral_links as l")
    .innerJoin("referral_campaigns as c", "c.campaign_id", "l.campaign_id")
    .select(["l.referrer_id", "l.campaign_id"])
    .where("l.code", "=", code)
    .where("c.org_id", "=", orgId)
    .executeTakeFirst();
  if (link !== undefined) return { referrerId: link.referrer_id, campaignId: link.campaign_id };
  const member = await kysely
    .selectFrom("accounts")
    .select("account_id")
    .where("referral_code", "=", code)
    .executeTakeFirst();
  if (member === undefined) return null;
  const day = sql<Date>`${today}::date`;
  const campaign = await kysely
    .selectFrom("referral_campaigns")
    .select("campaign_id")
    .where("org_id", "=", orgId)
    .where(sql<string>`lower(campaign_type)`, "=", "referral")
    .where("start_date", "<=", day)
    .where((eb) => eb.or([eb("end_date", "is", null), eb("end_date", ">=", day)]))
    .orderBy("start_date", "asc")
    .orderBy("campaign_id", "asc")
    .executeTakeFirst();
  return { referrerId: member.account_id, campaignId: campaign?.campaign_id ?? null };
}

/** Records a new account as the referrer's referral in the campaign (once per account). */
export async function recordReferral(
  db: Queryable,
  r: {
    campaignId: number;
    referrerId: number;
    account: { id: number; firstName: string; lastName: string; email: string };
    status: "PENDING" | "JOINED";
    now: Date;
  },
): Promise<void> {
  await kyselyOf(db)
    .insertInto("referrals")
    .values({
      campaign_id: r.campaignId,
      referrer_id: r.referrerId,
      referred_account_id: r.account.id,
      first_name: r.account.firstName,
      last_name: r.account.lastName,
      email: r.account.email,
      status: r.status,
      credit_amount: REFERRAL_CREDIT[r.status],
      currency_code: REFERRAL_CURRENCY,
      created_at: r.now,
    })
    .onConflict((oc) => oc.column("referred_account_id").doNothing())
    .execute();
}

/** The referred account proved its email: its PENDING referral becomes JOINED and earns credit. */
export async function referralJoined(db: Queryable, accountId: number): Promise<void> {
  await kyselyOf(db)
    .updateTable("referrals")
    .set({ status: "JOINED", credit_amount: REFERRAL_CREDIT.JOINED })
    .where("referred_account_id", "=", accountId)
    .where("status", "=", "PENDING")
    .execute();
}

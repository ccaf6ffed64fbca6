/**
 * SQL of the accounts domain: accounts, access codes, invitations (sessions and single-use keys:
 * sessions-store.ts).
 */
import { sql, type ExpressionBuilder } from "kysely";
import type { Database } from "../db/database";
import { kyselyOf, type Queryable } from "../db/db";
import { rowExists } from "../db/row-exists";
import type { Title } from "./account-rules";
import { referralJoined } from "../referral/links-store";

export interface AccountRow {
  account_id: number;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  nationality_id: number;
  country_id: number;
  currency_code: string;
  language: string;
  user_type: 1 | 2;
  role: "Member" | "Guest" | "Agent";
  can_user_book: 0 | 1;
  plan_status: string;
  access_code: string | null;
  phone_country_code: string | null;
  credit_limit: number | null;
  display_price: 0 | 1;
  is_promotion: 0 | 1;
  referred_by: number | null;
  verified: boolean;
}

/**
 * The account columns in AccountRow's shape, named with their table (a query may join the
 * sessions, which have an account_id too).
 */
function accountColumns(eb: ExpressionBuilder<Database, "accounts">) {
  return [
    "accounts.account_id",
    "accounts.email",
    "accounts.password_hash",
    "accounts.first_name",
    "accounts.last_name",
    "accounts.nationality_id",
    "accounts.country_id",
    "accounts.currency_code",
    "accounts.language",
    sql<AccountRow["user_type"]>`accounts.user_type::integer`.as("user_type"),
    eb.ref("accounts.role").$castTo<AccountRow["role"]>().as("role"),
    sql<AccountRow["can_user_book"]>`accounts.can_user_book::integer`.as("can_user_book"),
    "accounts.plan_status",
    "accounts.access_code",
    "accounts.phone_country_code",
    sql<number | null>`accounts.credit_limit::float8`.as("credit_limit"),
    sql<AccountRow["display_price"]>`accounts.display_price::integer`.as("display_price"),
    sql<AccountRow["is_promotion"]>`accounts.is_promotion::integer`.as("is_promotion"),
    "accounts.referred_by",
    sql<boolean>`accounts.verified_at IS NOT NULL`.as("verified"),
  ] as const;
}

/** The account of a live session, its kind, and the names of the account's referrer. */
export interface SessionAccount {
  account: AccountRow;
  is_sso: 0 | 1;
  referrer: Pick<AccountRow, "first_name" | "last_name"> | null;
}

/**
 * The live session of a token hash (not revoked, not expired at `now`) with its account and the
 * account's referrer, in one statement; null when there is no such session or its account is
 * gone.
 */
export async function findSessionAccount(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<SessionAccount | null> {
  const row = await kyselyOf(db)
    .selectFrom("sessions")
    .innerJoin("accounts", "accounts.account_id", "sessions.account_id")
    .leftJoin("accounts as referrer", "referrer.account_id", "accounts.referred_by")
    .select(accountColumns)
    .select([
      sql<0 | 1>`sessions.is_sso::integer`.as("is_sso"),
      "referrer.first_name as referrer_first_name",
      "referrer.last_name as referrer_last_name",
    ])
    .where("sessions.token_hash", "=", tokenHash)
    .where("sessions.revoked_at", "is", null)
    .where("sessions.expires_at", ">", now)
    .executeTakeFirst();
  if (row === undefined) return null;
  const { is_sso, referrer_first_name, referrer_last_name, ...account } = row;
  return {
    account,
    is_sso,
    referrer:
      referrer_first_name === null || referrer_last_name === null
        ? null
        : { first_name: referrer_first_name, last_name: referrer_last_name },
  };
}

export async function findAccountByEmail(db: Queryable, email: string): Promise<AccountRow | null> {
  const row = await kyselyOf(db)
    .selectFrom("accounts")
    .select(accountColumns)
    .where("email", "=", email)
    .executeTakeFirst();
  return row ?? null;
}

export async function findAccountById(db: Queryable, id: number): Promise<AccountRow | null> {
  const row = await kyselyOf(db)
    .selectFrom("accounts")
    .select(accountColumns)
    .where("account_id", "=", id)
    .executeTakeFirst();
  return row ?? null;
}

/** Whether an account has this email. */
export const emailRegistered = (db: Queryable, email: string): Promise<boolean> =>
  rowExists(db, "accounts", "email", email);

export interface NewAccount {
  email: string;
  passwordHash: string | null;
  title: Title | null;
  firstName: string;
  lastName: string;
  nationalityId: number;
  countryId: number;
  language: string;
  accessCode: string | null;
  phoneCountryCode: string | null;
  mobileNo: string | null;
  isPromotion: 0 | 1;
  referredBy: number | null;
  referralOrg: string | null;
  tripId: string | null;
  verifiedAt: Date | null;
  createdAt: Date;
  /** Whether it may book (`can_user_book`): the site's policy for new members. */
  canBook: boolean;
}

/** Inserts an account; null when the email is taken (also when a concurrent insert won). */
export async function insertAccount(db: Queryable, a: NewAccount): Promise<number | null> {
  const row = await kyselyOf(db)
    .insertInto("accounts")
    .values({
      email: a.email,
      password_hash: a.passwordHash,
      title: a.title,
      first_name: a.firstName,
      last_name: a.lastName,
      nationality_id: a.nationalityId,
      country_id: a.countryId,
      language: a.language,
      access_code: a.accessCode,
      phone_country_code: a.phoneCountryCode,
      mobile_no: a.mobileNo,
      is_promotion: a.isPromotion,
      referred_by: a.referredBy,
      referral_org: a.referralOrg,
      trip_id: a.tripId,
      verified_at: a.verifiedAt,
      created_at: a.createdAt,
      can_user_book: a.canBook ? 1 : 0,
    })
    .onConflict((oc) => oc.column("email").doNothing())
    .returning("account_id")
    .executeTakeFirst();
  return row?.account_id ?? null;
}

/** Marks the email proved (once); a referral the account came by becomes JOINED. */
export async function markVerified(db: Queryable, accountId: number, now: Date): Promise<void> {
  await kyselyOf(db)
    .updateTable("accounts")
    .set((eb) => ({ verified_at: eb.fn.coalesce("verified_at", eb.val(now)) }))
    .where("account_id", "=", accountId)
    .execute();
  await referralJoined(db, accountId);
}

export async function setPasswordHash(db: Queryable, accountId: number, hash: string) {
  await kyselyOf(db)
    .updateTable("accounts")
    .set({ password_hash: hash })
    .where("account_id", "=", accountId)
    .execute();
}

export const nationalityExists = (db: Queryable, id: number): Promise<boolean> =>
  rowExists(db, "nationalities", "nationality_id", id);

/** The id of the country with this code (ISO alpha-2, case-insensitive), or null. */
export async function countryIdOfCode(db: Queryable, code: string): Promise<number | null> {
  if (code === "") return null;
  const row = await kyselyOf(db)
    .selectFrom("countries")
    .select("country_id")
    .where("country_code", "=", sql<string>`upper(${code})`)
    .executeTakeFirst();
  return row?.country_id ?? null;
}

/** Unexpired at `now` and not used up. */
function codeOpen(eb: ExpressionBuilder<Database, "access_codes">, code: string, now: Date) {
  return eb.and([
    eb("code", "=", code),
    eb("expires_at", ">", now),
    eb.or([eb("max_uses", "is", null), eb("uses", "<", eb.ref("max_uses"))]),
  ]);
}

export async function accessCodeUsable(db: Queryable, code: string, now: Date): Promise<boolean> {
  const row = await kyselyOf(db)
    .selectFrom("access_codes")
    .select("code")
    .where((eb) => codeOpen(eb, code, now))
    .executeTakeFirst();
  return row !== undefined;
}

/** Counts one use of an access code atomically; false when unknown, expired or used up. */
export async function useAccessCode(db: Queryable, code: string, now: Date): Promise<boolean> {
  const row = await kyselyOf(db)
    .updateTable("access_codes")
    .set((eb) => ({ uses: eb("uses", "+", 1) }))
    .where((eb) => codeOpen(eb, code, now))
    .returning("code")
    .executeTakeFirst();
  return row !== undefined;
}

export interface Invitation {
  mastercode: string;
  email: string;
  firstname: string;
  lastname: string;
  title: number;
  phonenumber: string;
  countrycode: string;
  lang: string;
  tripid: string | null;
}

export async function findInvitation(
  db: Queryable,
  mastercode: string,
): Promise<Invitation | null> {
  if (mastercode === "") return null;
  const row = await kyselyOf(db)
    .selectFrom("invitations")
    .select([
      "mastercode",
      "email",
      "first_name as firstname",
      "last_name as lastname",
      sql<number>`title::integer`.as("title"),
      "phone_number as phonenumber",
      "country_code as countrycode",
      "lang",
      "trip_id as tripid",
    ])
    .where("mastercode", "=", mastercode)
    .executeTakeFirst();
  return row ?? null;
}

/** The organisation's session-out URL (where an ended single-sign-on session goes). */
export async function sessionOutUrl(db: Queryable, orgId: number): Promise<string | null> {
  const row = await kyselyOf(db)
    .selectFrom("organisations")
    .select("session_out_url")
    .where("org_id", "=", orgId)
    .executeTakeFirst();
  return row?.session_out_url ?? null;
}

export async function accessCodeRequired(db: Queryable, orgId: number): Promise<boolean> {
  const row = await kyselyOf(db)
    .selectFrom("organisations")
    .select((eb) => eb("enable_access_code", "=", 1).$castTo<boolean>().as("required"))
    .where("org_id", "=", orgId)
    .executeTakeFirst();
  return row?.required ?? false;
}

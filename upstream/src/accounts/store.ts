/** SQL of the accounts domain: accounts, sessions, single-use keys, access codes, invitations. */
import type { Queryable } from "../db/db";
import type { Title } from "./account-rules";
import { SITE_ORG_ID } from "../site/organisation";

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

const ACCOUNT_COLUMNS = `account_id, email, password_hash, first_name, last_name, nationality_id,
  country_id, currency_code, language, user_type::integer AS user_type, role,
  can_user_book::integer AS can_user_book, plan_status, access_code, phone_country_code,
  credit_limit::float8 AS credit_limit, display_price::integer AS display_price,
  is_promotion::integer AS is_promotion, referred_by, verified_at IS NOT NULL AS verified`;

export async function findAccountByEmail(db: Queryable, email: string): Promise<AccountRow | null> {
  const [row] = await db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE email = $1`,
    [email],
  );
  return row ?? null;
}

export async function findAccountById(db: Queryable, id: number): Promise<AccountRow | null> {
  const [row] = await db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE account_id = $1`,
    [id],
  );
  return row ?? null;
}

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
}

/**
 * Inserts an account; null when the email is taken (also when a concurrent insert won). Whether
 * it may book is the site's policy for new members (organisations.new_members_can_book).
 */
export async function insertAccount(db: Queryable, a: NewAccount): Promise<number | null> {
  const [row] = await db.query<{ account_id: number }>(
    `INSERT INTO accounts (email, password_hash, title, first_name, last_name, nationality_id,
       country_id, language, access_code, phone_country_code, mobile_no, is_promotion,
       referred_by, referral_org, trip_id, verified_at, created_at, can_user_book)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
       coalesce((SELECT new_members_can_book FROM organisations WHERE org_id = $18), 0))
     ON CONFLICT (email) DO NOTHING
     RETURNING account_id`,
    [
      a.email,
      a.passwordHash,
      a.title,
      a.firstName,
      a.lastName,
      a.nationalityId,
      a.countryId,
      a.language,
      a.accessCode,
      a.phoneCountryCode,
      a.mobileNo,
      a.isPromotion,
      a.referredBy,
      a.referralOrg,
      a.tripId,
      a.verifiedAt?.toISOString() ?? null,
      a.createdAt.toISOString(),
      SITE_ORG_ID,
    ],
  );
  return row?.account_id ?? null;
}

export async function markVerified(db: Queryable, accountId: number, now: Date): Promise<void> {
  await db.query(
    "UPDATE accounts SET verified_at = COALESCE(verified_at, $2) WHERE account_id = $1",
    [accountId, now.toISOString()],
  );
}

export async function setPasswordHash(db: Queryable, accountId: number, hash: string) {
  await db.query("UPDATE accounts SET password_hash = $2 WHERE account_id = $1", [accountId, hash]);
}

/** The id of the account whose referral code this is, or null. */
export async function referrerOf(db: Queryable, referralCode: string): Promise<number | null> {
  if (referralCode === "") return null;
  const [row] = await db.query<{ account_id: number }>(
    "SELECT account_id FROM accounts WHERE referral_code = $1",
    [referralCode],
  );
  return row?.account_id ?? null;
}

export async function nationalityExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query("SELECT 1 FROM nationalities WHERE nationality_id = $1", [id])).length > 0;
}

/** The id of the country with this code (ISO alpha-2, case-insensitive), or null. */
export async function countryIdOfCode(db: Queryable, code: string): Promise<number | null> {
  if (code === "") return null;
  const [row] = await db.query<{ country_id: number }>(
    "SELECT country_id FROM countries WHERE country_code = upper($1)",
    [code],
  );
  return row?.country_id ?? null;
}

// Sessions

export async function createSession(
  db: Queryable,
  s: { tokenHash: string; accountId: number; isSso: boolean; now: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    "INSERT INTO sessions (token_hash, account_id, is_sso, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)",
    [s.tokenHash, s.accountId, s.isSso ? 1 : 0, s.now.toISOString(), s.expiresAt.toISOString()],
  );
}

/** The live session of a token hash (not revoked, not expired at `now`), or null. */
export async function liveSession(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<{ account_id: number; is_sso: 0 | 1 } | null> {
  const [row] = await db.query<{ account_id: number; is_sso: 0 | 1 }>(
    `SELECT account_id, is_sso::integer AS is_sso FROM sessions
     WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2`,
    [tokenHash, now.toISOString()],
  );
  return row ?? null;
}

export async function revokeSession(db: Queryable, tokenHash: string, now: Date): Promise<void> {
  await db.query(
    "UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL",
    [tokenHash, now.toISOString()],
  );
}

export async function revokeAccountSessions(db: Queryable, accountId: number, now: Date) {
  await db.query(
    "UPDATE sessions SET revoked_at = $2 WHERE account_id = $1 AND revoked_at IS NULL",
    [accountId, now.toISOString()],
  );
}

// Single-use keys

export type KeyPurpose = "verify" | "reset";

export async function createKey(
  db: Queryable,
  k: { keyHash: string; accountId: number; purpose: KeyPurpose; expiresAt: Date },
): Promise<void> {
  await db.query(
    "INSERT INTO account_keys (key_hash, account_id, purpose, expires_at) VALUES ($1, $2, $3, $4)",
    [k.keyHash, k.accountId, k.purpose, k.expiresAt.toISOString()],
  );
}

/** Uses a key atomically: its account id the first time, null when unknown, used or expired. */
export async function consumeKey(
  db: Queryable,
  keyHash: string,
  purpose: KeyPurpose,
  now: Date,
): Promise<number | null> {
  const [row] = await db.query<{ account_id: number }>(
    `UPDATE account_keys SET used_at = $3
     WHERE key_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
     RETURNING account_id`,
    [keyHash, purpose, now.toISOString()],
  );
  return row?.account_id ?? null;
}

// Access codes and invitations

export async function accessCodeUsable(db: Queryable, code: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM access_codes
     WHERE code = $1 AND expires_at > $2 AND (max_uses IS NULL OR uses < max_uses)`,
    [code, now.toISOString()],
  );
  return rows.length > 0;
}

/** Counts one use of an access code atomically; false when unknown, expired or used up. */
export async function useAccessCode(db: Queryable, code: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE access_codes SET uses = uses + 1
     WHERE code = $1 AND expires_at > $2 AND (max_uses IS NULL OR uses < max_uses)
     RETURNING code`,
    [code, now.toISOString()],
  );
  return rows.length > 0;
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
  const [row] = await db.query<Invitation>(
    `SELECT mastercode, email, first_name AS firstname, last_name AS lastname,
       title::integer AS title, phone_number AS phonenumber, country_code AS countrycode, lang,
       trip_id AS tripid
     FROM invitations WHERE mastercode = $1`,
    [mastercode],
  );
  return row ?? null;
}

/** The organisation's session-out URL (where an ended single-sign-on session goes). */
export async function sessionOutUrl(db: Queryable, orgId: number): Promise<string | null> {
  const [row] = await db.query<{ session_out_url: string | null }>(
    "SELECT session_out_url FROM organisations WHERE org_id = $1",
    [orgId],
  );
  return row?.session_out_url ?? null;
}

export async function accessCodeRequired(db: Queryable, orgId: number): Promise<boolean> {
  const [row] = await db.query<{ required: boolean }>(
    "SELECT enable_access_code = 1 AS required FROM organisations WHERE org_id = $1",
    [orgId],
  );
  return row?.required ?? false;
}

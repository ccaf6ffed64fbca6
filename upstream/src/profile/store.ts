/** Profile and saved-traveller rows: read and written for one account at a time. */
import type { Queryable } from "../db/db";
import type { LoyaltyMembership, ProfileInput, TravelerInput } from "./payloads";

/** The editable profile of an account (upstream getProfile). */
export interface ProfileRow {
  title: string | null;
  first_name: string;
  last_name: string;
  email: string;
  nationality_id: number;
  country_id: number;
  phone_country_code: string | null;
  mobile_no: string | null;
}

const PROFILE_COLUMNS = `title, first_name, last_name, email, nationality_id, country_id,
  phone_country_code, mobile_no`;

export async function readProfile(db: Queryable, accountId: number): Promise<ProfileRow | null> {
  const [row] = await db.query<ProfileRow>(
    `SELECT ${PROFILE_COLUMNS} FROM accounts WHERE account_id = $1`,
    [accountId],
  );
  return row ?? null;
}

export async function writeProfile(
  db: Queryable,
  accountId: number,
  p: ProfileInput,
): Promise<ProfileRow | null> {
  const [row] = await db.query<ProfileRow>(
    `UPDATE accounts SET title = $2, first_name = $3, last_name = $4, nationality_id = $5,
       country_id = $6, phone_country_code = $7, mobile_no = $8
     WHERE account_id = $1 RETURNING ${PROFILE_COLUMNS}`,
    [
      accountId,
      p.title,
      p.first_name,
      p.last_name,
      p.nationality_id,
      p.country_id,
      p.phone_country_code,
      p.mobile_no,
    ],
  );
  return row ?? null;
}

export async function countryExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query("SELECT 1 FROM countries WHERE country_id = $1", [id])).length > 0;
}

/** A saved traveller as the routes answer it. */
export interface TravelerRow {
  traveler_id: number;
  title: string;
  first_name: string;
  last_name: string;
  age_band: string;
  nationality_id: number;
  passport_number: string | null;
  passport_country_id: number | null;
  passport_expiry: string | null;
  loyalty_programs: LoyaltyMembership[];
}

const TRAVELER_COLUMNS = `traveler_id, title, first_name, last_name, age_band, nationality_id,
  passport_number, passport_country_id, to_char(passport_expiry, 'YYYY-MM-DD') AS passport_expiry,
  loyalty_programs`;

export async function listTravelers(db: Queryable, accountId: number): Promise<TravelerRow[]> {
  return db.query<TravelerRow>(
    `SELECT ${TRAVELER_COLUMNS} FROM saved_travelers WHERE account_id = $1 ORDER BY traveler_id`,
    [accountId],
  );
}

/**
 * Adds a traveller unless the account already has `max` (counted under a lock of the account's
 * row, so concurrent adds cannot pass the cap); null when full.
 */
export async function insertTraveler(
  tx: Queryable,
  accountId: number,
  t: TravelerInput,
  max: number,
): Promise<TravelerRow | null> {
  await tx.query("SELECT 1 FROM accounts WHERE account_id = $1 FOR UPDATE", [accountId]);
  const [count] = await tx.query<{ n: number }>(
    "SELECT count(*)::integer AS n FROM saved_travelers WHERE account_id = $1",
    [accountId],
  );
  if ((count?.n ?? 0) >= max) return null;
  const [row] = await tx.query<TravelerRow>(
    `INSERT INTO saved_travelers (account_id, title, first_name, last_name, age_band,
       nationality_id, passport_number, passport_country_id, passport_expiry, loyalty_programs)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb) RETURNING ${TRAVELER_COLUMNS}`,
    [accountId, ...travelerValues(t)],
  );
  return row ?? null;
}

/** Changes the account's traveller; null when the account has no traveller of that id. */
export async function updateTraveler(
  db: Queryable,
  accountId: number,
  travelerId: number,
  t: TravelerInput,
): Promise<TravelerRow | null> {
  const [row] = await db.query<TravelerRow>(
    `UPDATE saved_travelers SET title = $3, first_name = $4, last_name = $5, age_band = $6,
       nationality_id = $7, passport_number = $8, passport_country_id = $9, passport_expiry = $10,
       loyalty_programs = $11::jsonb, updated_at = now()
     WHERE account_id = $1 AND traveler_id = $2 RETURNING ${TRAVELER_COLUMNS}`,
    [accountId, travelerId, ...travelerValues(t)],
  );
  return row ?? null;
}

/** Removes the account's traveller; false when the account has none of that id. */
export async function deleteTraveler(
  db: Queryable,
  accountId: number,
  travelerId: number,
): Promise<boolean> {
  const rows = await db.query(
    "DELETE FROM saved_travelers WHERE account_id = $1 AND traveler_id = $2 RETURNING 1",
    [accountId, travelerId],
  );
  return rows.length > 0;
}

function travelerValues(t: TravelerInput): unknown[] {
  return [
    t.title,
    t.first_name,
    t.last_name,
    t.age_band,
    t.nationality_id,
    t.passport_number,
    t.passport_country_id,
    t.passport_expiry,
    JSON.stringify(t.loyalty_programs),
  ];
}

/** Profile and saved-traveller rows: read and written for one account at a time. */
import type { ContractSchema } from "@travel/schema/rest";
import { sql } from "kysely";
import { lockAccount } from "../accounts/account-lock";
import { kyselyOf, type Queryable } from "../db/db";
import { rowExists } from "../db/row-exists";
import type { LoyaltyMembership, ProfileInput, TravelerInput } from "./payloads";

/** The editable profile of an account (upstream getProfile). */
export type ProfileRow = ContractSchema<"Profile">;

const PROFILE_COLUMNS = [
  sql<ProfileRow["title"]>`title`.as("title"),
  "first_name",
  "last_name",
  "email",
  "nationality_id",
  "country_id",
  "phone_country_code",
  "mobile_no",
] as const;

export async function readProfile(db: Queryable, accountId: number): Promise<ProfileRow | null> {
  const row = await kyselyOf(db)
    .selectFrom("accounts")
    .select(PROFILE_COLUMNS)
    .where("account_id", "=", accountId)
    .executeTakeFirst();
  return row ?? null;
}

export async function writeProfile(
  db: Queryable,
  accountId: number,
  p: ProfileInput,
): Promise<ProfileRow | null> {
  const row = await kyselyOf(db)
    .updateTable("accounts")
    .set({
      title: p.title,
      first_name: p.first_name,
      last_name: p.last_name,
      nationality_id: p.nationality_id,
      country_id: p.country_id,
      phone_country_code: p.phone_country_code,
      mobile_no: p.mobile_no,
    })
    .where("account_id", "=", accountId)
    .returning(PROFILE_COLUMNS)
    .executeTakeFirst();
  return row ?? null;
}

export const countryExists = (db: Queryable, id: number): Promise<boolean> =>
  rowExists(db, "countries", "country_id", id);

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

const TRAVELER_COLUMNS = [
  "traveler_id",
  "title",
  "first_name",
  "last_name",
  "age_band",
  "nationality_id",
  "passport_number",
  "passport_country_id",
  sql<string | null>`to_char(passport_expiry, 'YYYY-MM-DD')`.as("passport_expiry"),
  sql<LoyaltyMembership[]>`loyalty_programs`.as("loyalty_programs"),
] as const;

export async function listTravelers(db: Queryable, accountId: number): Promise<TravelerRow[]> {
  return kyselyOf(db)
    .selectFrom("saved_travelers")
    .select(TRAVELER_COLUMNS)
    .where("account_id", "=", accountId)
    .orderBy("traveler_id")
    .execute();
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
  await lockAccount(tx, accountId);
  const kysely = kyselyOf(tx);
  const count = await kysely
    .selectFrom("saved_travelers")
    .select(sql<number>`count(*)::integer`.as("n"))
    .where("account_id", "=", accountId)
    .executeTakeFirst();
  if ((count?.n ?? 0) >= max) return null;
  const row = await kysely
    .insertInto("saved_travelers")
    .values({ account_id: accountId, ...travelerValues(t) })
    .returning(TRAVELER_COLUMNS)
    .executeTakeFirst();
  return row ?? null;
}

/** Changes the account's traveller; null when the account has no traveller of that id. */
export async function updateTraveler(
  db: Queryable,
  accountId: number,
  travelerId: number,
  t: TravelerInput,
): Promise<TravelerRow | null> {
  const row = await kyselyOf(db)
    .updateTable("saved_travelers")
    .set({ ...travelerValues(t), updated_at: sql<Date>`now()` })
    .where("account_id", "=", accountId)
    .where("traveler_id", "=", travelerId)
    .returning(TRAVELER_COLUMNS)
    .executeTakeFirst();
  return row ?? null;
}

/** Removes the account's traveller; false when the account has none of that id. */
export async function deleteTraveler(
  db: Queryable,
  accountId: number,
  travelerId: number,
): Promise<boolean> {
  const result = await kyselyOf(db)
    .deleteFrom("saved_travelers")
    .where("account_id", "=", accountId)
    .where("traveler_id", "=", travelerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The stored columns of a traveller: its fields but the id, the memberships as JSON text. */
function travelerValues({ traveler_id: _id, loyalty_programs, ...fields }: TravelerInput) {
  return { ...fields, loyalty_programs: JSON.stringify(loyalty_programs) };
}

/** Reads countries and nationalities in the shapes the REST contract returns. */
import { sql } from "kysely";
import { kyselyOf, type Queryable } from "../db/db";
import { rowExists } from "../db/row-exists";
import type { DistanceUnit, TempUnit } from "./measurement-units";
import { sortByName } from "./name-order";

export interface CountryCat {
  countryId: number;
  countryName: string;
  countryCode: string;
  countryFlag: string | null;
  isdCode: string | null;
  distanceUnit: DistanceUnit | null;
  tempUnit: TempUnit | null;
  default_country: "true" | "false";
}

export type Country = Pick<
  CountryCat,
  "countryId" | "countryName" | "countryCode" | "isdCode" | "countryFlag"
>;

export interface Nationality {
  nationalityId: number;
  nationalityName: string;
  nationalityCode: string;
}

/** The countries with their names in `language` where translated (alias `t`). */
function withNames(db: Queryable, language: string) {
  return kyselyOf(db)
    .selectFrom("countries")
    .leftJoin("country_translations as t", (join) =>
      join.onRef("t.country_id", "=", "countries.country_id").on("t.language", "=", language),
    );
}

/** Every country with units and the default flag, named in `language` (English where untranslated), ordered by name (see name-order.ts). */
export async function listCountryCat(db: Queryable, language = "en"): Promise<CountryCat[]> {
  const rows = await withNames(db, language)
    .select([
      "countries.country_id as countryId",
      sql<string>`coalesce(t.country_name, countries.country_name)`.as("countryName"),
      "country_code as countryCode",
      "country_flag as countryFlag",
      "isd_code as isdCode",
      sql<DistanceUnit | null>`distance_unit`.as("distanceUnit"),
      sql<TempUnit | null>`temp_unit`.as("tempUnit"),
      sql<CountryCat["default_country"]>`CASE WHEN is_default THEN 'true' ELSE 'false' END`.as(
        "default_country",
      ),
    ])
    .execute();
  return sortByName(
    rows,
    (c) => c.countryName,
    (c) => c.countryId,
  );
}

/** Every country, short form, ordered by name (see name-order.ts). */
export async function listCountries(db: Queryable, language = "en"): Promise<Country[]> {
  const rows: Country[] = await withNames(db, language)
    .select([
      "countries.country_id as countryId",
      sql<string>`coalesce(t.country_name, countries.country_name)`.as("countryName"),
      "country_code as countryCode",
      "isd_code as isdCode",
      "country_flag as countryFlag",
    ])
    .execute();
  return sortByName(
    rows,
    (c) => c.countryName,
    (c) => c.countryId,
  );
}

/**
 * Every nationality with its name in `language` (English where untranslated): a query to read,
 * or to join as a table (an agent's clients).
 */
export function namedNationalities(db: Queryable, language: string) {
  return kyselyOf(db)
    .selectFrom("nationalities")
    .leftJoin("nationality_translations as t", (join) =>
      join
        .onRef("t.nationality_id", "=", "nationalities.nationality_id")
        .on("t.language", "=", language),
    )
    .select([
      "nationalities.nationality_id",
      sql<string>`coalesce(t.nationality_name, nationalities.nationality_name)`.as(
        "nationality_name",
      ),
      "nationality_code",
    ]);
}

/** Every nationality, named in `language` (English where untranslated), ordered by name. */
export async function listNationalities(db: Queryable, language = "en"): Promise<Nationality[]> {
  const rows: Nationality[] = await kyselyOf(db)
    .selectFrom(namedNationalities(db, language).as("n"))
    .select([
      "nationality_id as nationalityId",
      "nationality_name as nationalityName",
      "nationality_code as nationalityCode",
    ])
    .execute();
  return sortByName(
    rows,
    (n) => n.nationalityName,
    (n) => n.nationalityId,
  );
}

/** The country of an ISO 3166-1 alpha-2 code with its currency, or null. */
export async function countryOfCode(
  db: Queryable,
  countryCode: string,
): Promise<{ country_id: number; currency_code: string | null } | null> {
  const row = await kyselyOf(db)
    .selectFrom("countries")
    .select(["country_id", "currency_code"])
    .where("country_code", "=", countryCode)
    .executeTakeFirst();
  return row ?? null;
}

/** Every known currency code. */
export async function currencyCodes(db: Queryable): Promise<ReadonlySet<string>> {
  const rows = await kyselyOf(db).selectFrom("currencies").select("code").execute();
  return new Set(rows.map((r) => r.code));
}

/** Whether `code` is a known currency code. */
export const currencyExists = (db: Queryable, code: string): Promise<boolean> =>
  rowExists(db, "currencies", "code", code);

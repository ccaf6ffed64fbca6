/** Reads countries and nationalities in the shapes the REST contract returns. */
import type { Queryable } from "../db/db";
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

/** Every country with units and the default flag, ordered by name (see name-order.ts). */
export async function listCountryCat(db: Queryable): Promise<CountryCat[]> {
  const rows = await db.query<CountryCat>(
    `SELECT country_id AS "countryId", country_name AS "countryName", country_code AS "countryCode",
       country_flag AS "countryFlag", isd_code AS "isdCode", distance_unit AS "distanceUnit",
       temp_unit AS "tempUnit", CASE WHEN is_default THEN 'true' ELSE 'false' END AS default_country
     FROM countries`,
  );
  return sortByName(
    rows,
    (c) => c.countryName,
    (c) => c.countryId,
  );
}

/** Every country, short form, ordered by name (see name-order.ts). */
export async function listCountries(db: Queryable): Promise<Country[]> {
  const rows = await db.query<Country>(
    `SELECT country_id AS "countryId", country_name AS "countryName", country_code AS "countryCode",
       isd_code AS "isdCode", country_flag AS "countryFlag"
     FROM countries`,
  );
  return sortByName(
    rows,
    (c) => c.countryName,
    (c) => c.countryId,
  );
}

/** Every nationality ordered by name. */
export async function listNationalities(db: Queryable): Promise<Nationality[]> {
  const rows = await db.query<Nationality>(
    `SELECT nationality_id AS "nationalityId", nationality_name AS "nationalityName",
       nationality_code AS "nationalityCode"
     FROM nationalities`,
  );
  return sortByName(
    rows,
    (n) => n.nationalityName,
    (n) => n.nationalityId,
  );
}

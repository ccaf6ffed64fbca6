/** Loads countries, nationalities and currencies into the database once. */
import type { Db } from "../db/db";
import { seedOnce } from "../db/seed-once";
import type { UsdSnapshot } from "../rates/usd-snapshot";
import { buildReferenceRows } from "./source-data";

export async function seedReference(db: Db, snapshot: UsdSnapshot): Promise<void> {
  await seedOnce(db, "reference/countries-nationalities-currencies", async (tx) => {
    const rows = buildReferenceRows(snapshot);
    await tx.query(
      `INSERT INTO countries (country_id, country_code, country_name, country_flag, isd_code,
         distance_unit, temp_unit, currency_code, is_default)
       SELECT "countryId", "countryCode", "countryName", "countryFlag", "isdCode",
         "distanceUnit", "tempUnit", "currencyCode", "isDefault"
       FROM jsonb_to_recordset($1::jsonb) AS r("countryId" integer, "countryCode" text,
         "countryName" text, "countryFlag" text, "isdCode" text, "distanceUnit" text,
         "tempUnit" text, "currencyCode" text, "isDefault" boolean)`,
      [JSON.stringify(rows.countries)],
    );
    await tx.query(
      `INSERT INTO nationalities (nationality_id, nationality_name, nationality_code)
       SELECT "nationalityId", "nationalityName", "nationalityCode"
       FROM jsonb_to_recordset($1::jsonb) AS r("nationalityId" integer, "nationalityName" text,
         "nationalityCode" text)`,
      [JSON.stringify(rows.nationalities)],
    );
    await tx.query(
      `INSERT INTO currencies (currency_id, code, name, status, flag)
       SELECT id, code, name, status, flag
       FROM jsonb_to_recordset($1::jsonb) AS r(id integer, code text, name text, status smallint, flag text)`,
      [JSON.stringify(rows.currencies)],
    );
  });
}

/** Loads countries, nationalities and currencies into the database once. */
import { kyselyOf, type Db } from "../db/db";
import { seedOnce } from "../db/seed-once";
import type { UsdSnapshot } from "../rates/usd-snapshot";
import { SPANISH_NATIONALITY_NAMES } from "./nationality-names-es";
import { buildReferenceRows, spanishCountryNames } from "./source-data";

export async function seedReference(db: Db, snapshot: UsdSnapshot): Promise<void> {
  await seedOnce(db, "reference/countries-nationalities-currencies", async (tx) => {
    const rows = buildReferenceRows(snapshot);
    const kysely = kyselyOf(tx);
    await kysely
      .insertInto("countries")
      .values(
        rows.countries.map((c) => ({
          country_id: c.countryId,
          country_code: c.countryCode,
          country_name: c.countryName,
          country_flag: c.countryFlag,
          isd_code: c.isdCode,
          distance_unit: c.distanceUnit,
          temp_unit: c.tempUnit,
          currency_code: c.currencyCode,
          is_default: c.isDefault,
        })),
      )
      .execute();
    await kysely
      .insertInto("nationalities")
      .values(
        rows.nationalities.map((n) => ({
          nationality_id: n.nationalityId,
          nationality_name: n.nationalityName,
          nationality_code: n.nationalityCode,
        })),
      )
      .execute();
    await kysely
      .insertInto("currencies")
      .values(
        rows.currencies.map((c) => ({
          currency_id: c.id,
          code: c.code,
          name: c.name,
          status: c.status,
          flag: c.flag,
        })),
      )
      .execute();
  });
}

/** Stores the Spanish country names of `world-countries` (key "spa") once. */
export async function seedCountryTranslations(db: Db): Promise<void> {
  await seedOnce(db, "reference/country-names-es", async (tx) => {
    const kysely = kyselyOf(tx);
    const countries = await kysely
      .selectFrom("countries")
      .select(["country_id", "country_code", "country_name"])
      .execute();
    const names = spanishCountryNames();
    const rows = countries.flatMap((c) => {
      const name = names.byCode.get(c.country_code) ?? names.byEnglishName.get(c.country_name);
      return name === undefined
        ? []
        : [{ country_id: c.country_id, language: "es", country_name: name }];
    });
    if (rows.length > 0) await kysely.insertInto("country_translations").values(rows).execute();
  });
}

/** Stores the Spanish nationality names (nationality-names-es.ts) once, by nationality code. */
export async function seedNationalityTranslations(db: Db): Promise<void> {
  await seedOnce(db, "reference/nationality-names-es", async (tx) => {
    const kysely = kyselyOf(tx);
    const nationalities = await kysely
      .selectFrom("nationalities")
      .select(["nationality_id", "nationality_code"])
      .execute();
    const rows = nationalities.flatMap((n) => {
      const name = SPANISH_NATIONALITY_NAMES[n.nationality_code];
      return name === undefined
        ? []
        : [{ nationality_id: n.nationality_id, language: "es", nationality_name: name }];
    });
    if (rows.length > 0) await kysely.insertInto("nationality_translations").values(rows).execute();
  });
}

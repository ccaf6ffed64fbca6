/** Loads countries, nationalities and currencies into the database once. */
import { kyselyOf, type Db } from "../db/db";
import { seedOnce } from "../db/seed-once";
import type { UsdSnapshot } from "../rates/usd-snapshot";
import type { CountryRow } from "./countries";
import type { CurrencyRow } from "./currencies";
import type { NationalityRow } from "./nationalities";
import { SPANISH_NATIONALITY_NAMES } from "./nationality-names-es";
import { buildReferenceRows, spanishCountryNames } from "./source-data";

/** Each table's columns with the key of the built row that fills it. */
const COUNTRY_COLUMNS = {
  country_id: "countryId",
  country_code: "countryCode",
  country_name: "countryName",
  country_flag: "countryFlag",
  isd_code: "isdCode",
  distance_unit: "distanceUnit",
  temp_unit: "tempUnit",
  currency_code: "currencyCode",
  is_default: "isDefault",
} as const satisfies Record<string, keyof CountryRow>;
const NATIONALITY_COLUMNS = {
  nationality_id: "nationalityId",
  nationality_name: "nationalityName",
  nationality_code: "nationalityCode",
} as const satisfies Record<string, keyof NationalityRow>;
const CURRENCY_COLUMNS = {
  currency_id: "id",
  code: "code",
  name: "name",
  status: "status",
  flag: "flag",
} as const satisfies Record<string, keyof CurrencyRow>;

/** The rows as a table's values: each column filled from the row key `columns` names. */
function tableValues<Row, Columns extends Record<string, keyof Row>>(
  rows: readonly Row[],
  columns: Columns,
): { [C in keyof Columns]: Row[Columns[C]] }[] {
  const entries = Object.entries(columns) as [keyof Columns, keyof Row][];
  return rows.map(
    (row) =>
      Object.fromEntries(entries.map(([column, key]) => [column, row[key]])) as {
        [C in keyof Columns]: Row[Columns[C]];
      },
  );
}

export async function seedReference(db: Db, snapshot: UsdSnapshot): Promise<void> {
  await seedOnce(db, "reference/countries-nationalities-currencies", async (tx) => {
    const rows = buildReferenceRows(snapshot);
    const kysely = kyselyOf(tx);
    await kysely
      .insertInto("countries")
      .values(tableValues(rows.countries, COUNTRY_COLUMNS))
      .execute();
    await kysely
      .insertInto("nationalities")
      .values(tableValues(rows.nationalities, NATIONALITY_COLUMNS))
      .execute();
    await kysely
      .insertInto("currencies")
      .values(tableValues(rows.currencies, CURRENCY_COLUMNS))
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

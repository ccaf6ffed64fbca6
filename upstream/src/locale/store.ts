/** Reads currencies, languages with labels and the organisation's preferred ones. */
import { sql } from "kysely";
import { kyselyOf, type Queryable } from "../db/db";
import type { IdAndCode } from "./preferred";

export interface Currency {
  id: number;
  name: string;
  code: string;
  status: 0 | 1;
  flag: string | null;
}

export interface LanguageLabel {
  field_name: string;
  wl_lang_value: string;
}

export interface Language {
  id: number;
  code: string;
  name: string;
  labels: LanguageLabel[];
}

/** Every currency ordered by code. */
export function listCurrencies(db: Queryable): Promise<Currency[]> {
  return kyselyOf(db)
    .selectFrom("currencies")
    .select([
      "currency_id as id",
      "name",
      "code",
      sql<Currency["status"]>`status::integer`.as("status"),
      "flag",
    ])
    .orderBy("code")
    .execute();
}

/** Every language ordered by id, each with its labels ordered by field name. */
export async function listLanguages(db: Queryable): Promise<Language[]> {
  const kysely = kyselyOf(db);
  const languages = await kysely
    .selectFrom("languages")
    .select(["language_id as id", "code", "name"])
    .orderBy("language_id")
    .execute();
  const labels = await kysely
    .selectFrom("language_labels")
    .select(["language_id", "field_name", "wl_lang_value"])
    .execute();
  return languages.map((language) => ({
    ...language,
    labels: labels
      .filter((l) => l.language_id === language.id)
      .map(({ field_name, wl_lang_value }) => ({ field_name, wl_lang_value }))
      .sort((a, b) => (a.field_name < b.field_name ? -1 : a.field_name > b.field_name ? 1 : 0)),
  }));
}

/** The organisation's configured currency and language (null where none is configured). */
export async function readConfiguredPreferences(
  db: Queryable,
  orgId: number,
): Promise<{ currency: IdAndCode | null; language: IdAndCode | null }> {
  const row = await kyselyOf(db)
    .selectFrom("organisations as o")
    .leftJoin("currencies as c", "c.currency_id", "o.preferred_currency_id")
    .leftJoin("languages as l", "l.language_id", "o.preferred_language_id")
    .select([
      "c.currency_id",
      "c.code as currency_code",
      "l.language_id",
      "l.code as language_code",
    ])
    .where("o.org_id", "=", orgId)
    .executeTakeFirst();
  return {
    currency:
      row?.currency_id != null && row.currency_code != null
        ? { id: row.currency_id, code: row.currency_code }
        : null,
    language:
      row?.language_id != null && row.language_code != null
        ? { id: row.language_id, code: row.language_code }
        : null,
  };
}

/** Reads currencies, languages with labels and the organisation's preferred ones. */
import type { Queryable } from "../db/db";
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
  return db.query<Currency>(
    "SELECT currency_id AS id, name, code, status::integer AS status, flag FROM currencies ORDER BY code",
  );
}

/** Every language ordered by id, each with its labels ordered by field name. */
export async function listLanguages(db: Queryable): Promise<Language[]> {
  const languages = await db.query<Omit<Language, "labels">>(
    "SELECT language_id AS id, code, name FROM languages ORDER BY language_id",
  );
  const labels = await db.query<LanguageLabel & { language_id: number }>(
    "SELECT language_id, field_name, wl_lang_value FROM language_labels",
  );
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
  const [row] = await db.query<{
    currency_id: number | null;
    currency_code: string | null;
    language_id: number | null;
    language_code: string | null;
  }>(
    `SELECT c.currency_id, c.code AS currency_code, l.language_id, l.code AS language_code
     FROM organisations o
     LEFT JOIN currencies c ON c.currency_id = o.preferred_currency_id
     LEFT JOIN languages l ON l.language_id = o.preferred_language_id
     WHERE o.org_id = $1`,
    [orgId],
  );
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

/** Seeds the site languages once and re-syncs every language's labels from its file at each start. */
import type { Db } from "../db/db";
import { seedOnce } from "../db/seed-once";
import type { Logger } from "@travel/service-kit/logger";
import { LABELS_DIR, readLabelFile } from "./label-files";
import { SITE_LANGUAGES } from "./languages";

export async function seedLanguages(db: Db): Promise<void> {
  await seedOnce(db, "locale/languages", async (tx) => {
    await tx.query(
      `INSERT INTO languages (language_id, code, name)
       SELECT id, code, name FROM jsonb_to_recordset($1::jsonb) AS r(id integer, code text, name text)`,
      [JSON.stringify(SITE_LANGUAGES)],
    );
  });
}

/**
 * Makes each language's labels equal to its file: upserts every key and deletes keys the file no
 * longer has. A language without a file keeps no labels (and a warning is logged).
 */
export async function syncLabels(db: Db, logger: Logger, dir: string = LABELS_DIR): Promise<void> {
  const languages = await db.query<{ language_id: number; code: string }>(
    "SELECT language_id, code FROM languages ORDER BY language_id",
  );
  const files = languages.map((l) => ({ ...l, labels: readLabelFile(dir, l.code) }));
  await db.transaction(async (tx) => {
    for (const { language_id, code, labels } of files) {
      if (labels === null)
        logger.warn(`No label file ${code}.json in ${dir}; ${code} has no labels`);
      const json = JSON.stringify(labels ?? {});
      await tx.query(
        `INSERT INTO language_labels (language_id, field_name, wl_lang_value)
         SELECT $1, key, value FROM jsonb_each_text($2::jsonb)
         ON CONFLICT (language_id, field_name) DO UPDATE SET wl_lang_value = EXCLUDED.wl_lang_value
         WHERE language_labels.wl_lang_value IS DISTINCT FROM EXCLUDED.wl_lang_value`,
        [language_id, json],
      );
      await tx.query(
        `DELETE FROM language_labels
         WHERE language_id = $1 AND field_name NOT IN (SELECT jsonb_object_keys($2::jsonb))`,
        [language_id, json],
      );
    }
  });
}

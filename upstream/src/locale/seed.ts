/** Seeds the site languages once and re-syncs every language's labels from its file at each start. */
import { sql } from "kysely";
import { kyselyOf, type Db } from "../db/db";
import { seedOnce } from "../db/seed-once";
import type { Logger } from "@travel/service-kit/logger";
import { LABELS_DIR, readLabelFile } from "./label-files";
import { SITE_LANGUAGES } from "./languages";

export async function seedLanguages(db: Db): Promise<void> {
  await seedOnce(db, "locale/languages", async (tx) => {
    await kyselyOf(tx)
      .insertInto("languages")
      .values(SITE_LANGUAGES.map(({ id, code, name }) => ({ language_id: id, code, name })))
      .execute();
  });
}

/**
 * Makes each language's labels equal to its file: upserts every key and deletes keys the file no
 * longer has. A language without a file keeps no labels (and a warning is logged).
 */
export async function syncLabels(db: Db, logger: Logger, dir: string = LABELS_DIR): Promise<void> {
  const languages = await kyselyOf(db)
    .selectFrom("languages")
    .select(["language_id", "code"])
    .orderBy("language_id")
    .execute();
  const files = languages.map((l) => ({ ...l, labels: readLabelFile(dir, l.code) }));
  await db.transaction(async (tx) => {
    for (const { language_id, code, labels } of files) {
      if (labels === null)
        logger.warn(`No label file ${code}.json in ${dir}; ${code} has no labels`);
      const json = JSON.stringify(labels ?? {});
      const kysely = kyselyOf(tx);
      await kysely
        .insertInto("language_labels")
        .columns(["language_id", "field_name", "wl_lang_value"])
        .expression((eb) =>
          eb
            .selectFrom(
              sql<{ key: string; value: string }>`jsonb_each_text(${json}::jsonb)`.as("l"),
            )
            .select([eb.val(language_id).as("language_id"), "l.key", "l.value"]),
        )
        .onConflict((oc) =>
          oc
            .columns(["language_id", "field_name"])
            .doUpdateSet((eb) => ({ wl_lang_value: eb.ref("excluded.wl_lang_value") }))
            .where(
              sql<boolean>`language_labels.wl_lang_value IS DISTINCT FROM excluded.wl_lang_value`,
            ),
        )
        .execute();
      await kysely
        .deleteFrom("language_labels")
        .where("language_id", "=", language_id)
        .where("field_name", "not in", sql<string>`(SELECT jsonb_object_keys(${json}::jsonb))`)
        .execute();
    }
  });
}

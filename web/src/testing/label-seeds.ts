import { readFileSync } from "node:fs";
import { resolve } from "node:path";

/** Folder of the upstream label seeds (`field_name` → `wl_lang_value`) the gateway serves. */
export const LABEL_SEEDS_DIR = resolve(__dirname, "../../../upstream/src/reference/labels");

/** The label seed of one language, e.g. es-ES. */
export function readLabelSeed(code: string): Record<string, string> {
  const text = readFileSync(resolve(LABEL_SEEDS_DIR, `${code}.json`), "utf8");
  return JSON.parse(text) as Record<string, string>;
}

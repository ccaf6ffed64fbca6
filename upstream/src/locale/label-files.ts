/** Reads a language's label file: a flat `{ field_name: wl_lang_value }` JSON map of strings. */
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** Where the web app's label files live (`<code>.json`, owned by the web app). */
export const LABELS_DIR = join(__dirname, "../reference/labels");

/** Validates a label file's JSON; `fileName` names the file in errors. */
export function parseLabels(json: unknown, fileName: string): Record<string, string> {
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    throw new Error(`Label file ${fileName} must hold a JSON object of field_name → text`);
  }
  for (const [key, value] of Object.entries(json)) {
    if (key.trim() === "") throw new Error(`Label file ${fileName} has an empty field name`);
    if (typeof value !== "string") throw new Error(`Label ${key} in ${fileName} must be a string`);
  }
  return json as Record<string, string>;
}

/** The labels of `code`, or null when the folder has no file for it. */
export function readLabelFile(dir: string, code: string): Record<string, string> | null {
  const fileName = `${code}.json`;
  let text: string;
  try {
    text = readFileSync(join(dir, fileName), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`Label file ${fileName} is not valid JSON: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return parseLabels(json, fileName);
}

import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** Folder holding the SDL files, one per domain. */
export const schemaDir = __dirname;

/** Every SDL file of the API, `base.graphql` first so the modules can extend its root types. */
export function loadTypeDefs(): string[] {
  const files = readdirSync(schemaDir)
    .filter((f) => f.endsWith(".graphql"))
    .sort((a, b) => (a === "base.graphql" ? -1 : b === "base.graphql" ? 1 : a.localeCompare(b)));
  return files.map((f) => readFileSync(join(schemaDir, f), "utf8"));
}

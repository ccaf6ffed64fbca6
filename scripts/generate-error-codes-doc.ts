/**
 * `npm run docs:error-codes`: rewrites the user-error codes of the partner guide
 * (docs/partners.md, section 4) from the published SDL (schema/published/schema.graphql; run
 * `npm run codegen` first). schema/published/error-codes-doc.test.ts checks it is up to date.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { errorCodesSection, withErrorCodesSection } from "../schema/published/error-codes-doc";
import { repoRoot } from "./process-tools";

const guide = join(repoRoot, "docs/partners.md");
const sdl = readFileSync(join(repoRoot, "schema/published/schema.graphql"), "utf8");
writeFileSync(guide, withErrorCodesSection(readFileSync(guide, "utf8"), errorCodesSection(sdl)));
console.log("docs/partners.md: error codes regenerated from schema/published/schema.graphql");

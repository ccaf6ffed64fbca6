/**
 * `npm run schema:release [-- --breaking "<why>"]`: makes the schema this commit serves the
 * released baseline partners build on (schema/published/baseline.graphql) and records what changed
 * in schema/published/CHANGELOG.md. Refuses breaking changes unless `--breaking` gives the reason
 * (a new major version of the contract); see schema/published/changes.ts.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { format, resolveConfig } from "prettier";
import { compareSchemas, describeChanges } from "../schema/published/changes";
import { repoRoot } from "./process-tools";

const dir = join(repoRoot, "schema/published");
const baselineFile = join(dir, "baseline.graphql");
const changelogFile = join(dir, "CHANGELOG.md");
const current = readFileSync(join(dir, "schema.graphql"), "utf8");
const baseline = readFileSync(baselineFile, "utf8");

const flag = process.argv.indexOf("--breaking");
const breakingReason = flag === -1 ? undefined : process.argv[flag + 1]?.trim();
if (flag !== -1 && !breakingReason) {
  console.error('✖ --breaking needs the reason, e.g. --breaking "Offer.price is now Money"');
  process.exit(1);
}

async function main() {
  const changes = await compareSchemas(baseline, current);
  const total = changes.breaking.length + changes.dangerous.length + changes.safe.length;
  if (total === 0) {
    console.log("Nothing to release: the published schema is the baseline.");
    process.exit(0);
  }
  if (changes.breaking.length > 0 && breakingReason === undefined) {
    console.error(
      "✖ breaking changes; deprecate first, or release a new major version with --breaking:",
    );
    for (const line of describeChanges(changes.breaking)) console.error(`  - ${line}`);
    process.exit(1);
  }

  const section = (title: string, lines: string[]) =>
    lines.length === 0 ? "" : `\n### ${title}\n\n${lines.map((l) => `- ${l}`).join("\n")}\n`;
  const entry =
    `\n## ${new Date().toISOString().slice(0, 10)}\n` +
    (breakingReason ? `\nBreaking release: ${breakingReason}\n` : "") +
    section("Breaking", describeChanges(changes.breaking)) +
    section("Dangerous", describeChanges(changes.dangerous)) +
    section("Added or changed safely", describeChanges(changes.safe));
  const changelog = readFileSync(changelogFile, "utf8");
  const marker = "<!-- releases -->\n";
  // formatted as `npm test`'s prettier check wants it (multi-line descriptions are quoted as is)
  // a function, not a replacement string: a description may hold `$` patterns ("`$` for USD")
  const released = changelog.replace(marker, () => `${marker}${entry}`);
  const options = (await resolveConfig(changelogFile)) ?? {};
  writeFileSync(changelogFile, await format(released, { ...options, filepath: changelogFile }));
  writeFileSync(baselineFile, current);
  console.log(`Released ${total} change(s); commit ${baselineFile} and ${changelogFile}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * The published GraphQL contract, checked after `npm run codegen` has regenerated
 * schema/published/schema.graphql from schema/*.graphql:
 * 1. the regenerated file is the committed one (the contract is committed with the change that
 *    makes it, and shows in review);
 * 2. nothing in it breaks the released baseline (schema/published/baseline.graphql) unless it went
 *    through `@deprecated` first (schema/published/changes.ts; `npm run schema:release`).
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { compareSchemas, describeChanges } from "../schema/published/changes";
import { repoRoot } from "./process-tools";

const file = "schema/published/schema.graphql";
const git = spawnSync("git", ["status", "--porcelain", "--", file], {
  cwd: repoRoot,
  encoding: "utf8",
});
if (git.error || git.status !== 0) {
  console.error(
    `✖ cannot tell whether ${file} is committed: git failed (${git.error?.message ?? git.stderr})`,
  );
  process.exit(1);
}
if (git.stdout.trim() !== "") {
  console.error(
    `✖ ${file} changed when regenerated: the GraphQL contract changed, commit the regenerated file\n${git.stdout}`,
  );
  process.exit(1);
}
console.log(`${file} is up to date`);

async function main() {
  const read = (name: string) => readFileSync(join(repoRoot, "schema/published", name), "utf8");
  const changes = await compareSchemas(read("baseline.graphql"), read("schema.graphql"));
  if (changes.breaking.length > 0) {
    console.error(
      "✖ breaking changes to the released GraphQL contract (schema/published/baseline.graphql).\n" +
        "  Deprecate first (@deprecated, released with `npm run schema:release`), remove later;\n" +
        '  or release a new major version on purpose: npm run schema:release -- --breaking "<why>"',
    );
    for (const line of describeChanges(changes.breaking)) console.error(`  - ${line}`);
    process.exit(1);
  }
  for (const line of describeChanges(changes.dangerous)) console.warn(`  ! ${line}`);
  const unreleased = changes.dangerous.length + changes.safe.length;
  console.log(
    unreleased === 0
      ? "no change since the released baseline"
      : `${unreleased} compatible change(s) since the released baseline (npm run schema:release)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

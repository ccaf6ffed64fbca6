/**
 * Fails when schema/published/schema.graphql, which `npm run codegen` has just regenerated from
 * schema/*.graphql, differs from the committed file: the published contract must be committed
 * with the change that makes it (and show in review).
 */
import { spawnSync } from "node:child_process";
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

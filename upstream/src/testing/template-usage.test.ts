/**
 * Every test that opens the upstream's database on PGlite starts from a template copy
 * (template-data-dir.ts): creating a cluster, migrating and seeding it costs 5–30 s per file on
 * two busy cores, which is what pushed `npm test` past its time. A test that needs a database
 * made from nothing says so with the comment `fresh database on purpose`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

const repoRoot = resolve(__dirname, "../../..");
const roots = ["upstream/src", "gateway/src", "tests/integration", "tests/support"];

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

it("starts every test's upstream database from a template", () => {
  const offenders = roots
    .flatMap((root) => testFiles(join(repoRoot, root)))
    .filter((file) => {
      const text = readFileSync(file, "utf8");
      const opens = /\bstartUpstream\(|\bopenPgliteDb\(|\bPGlite\.create\(/.test(text);
      const copies =
        /copyPreparedDatabase|copyEmptyCluster|createTestDatabase|useTestDatabase|startTestUpstream/.test(
          text,
        );
      return opens && !copies && !text.includes("fresh database on purpose");
    })
    .map((file) => relative(repoRoot, file));
  expect(offenders).toEqual([]);
});

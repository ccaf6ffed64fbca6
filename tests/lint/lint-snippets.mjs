// Lints source snippets as if they were files of the repository, with the repository's own
// ESLint config (ESLint's Node API), and prints each snippet's messages as JSON. Used by
// tests/integration/web-boundaries.test.ts: Jest cannot load the flat config (an ES module) itself.
//   node tests/lint/lint-snippets.mjs '[{"filePath": "web/src/features/a/x.ts", "code": "..."}]'
import { ESLint } from "eslint";

const snippets = JSON.parse(process.argv[2] ?? "[]");
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const { filePath, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath });
  results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));

/**
 * Builds the package into design-system/dist: ESM (JSX compiled for React's automatic runtime, so
 * an app needs no React plugin) and .d.ts, by tsc with tsconfig.build.json, then relative imports
 * given their .js file for Node's ESM loader. `npm run build:package -w design-system`; `npm pack`
 * runs it first (prepack).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { withImportExtensions } from "./import-extensions";

const root = resolve(import.meta.dirname, "..");
const dist = join(root, "dist");
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");

rmSync(dist, { recursive: true, force: true });
execFileSync(process.execPath, [tsc, "-p", join(root, "tsconfig.build.json")], {
  stdio: "inherit",
});

let files = 0;
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !/\.(js|d\.ts)$/.test(entry.name)) continue;
  const file = join(entry.parentPath, entry.name);
  const code = readFileSync(file, "utf8");
  const rewritten = withImportExtensions(code, file, existsSync);
  if (rewritten !== code) writeFileSync(file, rewritten);
  files++;
}
console.log(`design-system/dist: ${files} files`);

// Prints the JavaScript the home page `/` loads without any interaction, chunk by chunk (raw,
// gzip level 9, Brotli as the gateway sends it), and the sandbox's, from a finished build in
// dist/. Run after `npm run build -w web`.
//
// What `/` loads: index.html's entry (src/main.tsx) and its static imports, then, once the
// prerendered first screen has painted, src/app/start.tsx (the app) and its static imports. The
// home route is part of the app; lazy pages, dialogs, pickers and menus load on navigation or
// interaction and are not counted.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { chunkClosure, readManifest } from "../build/manifest";

const dist = resolve(import.meta.dirname, "../dist");
const read = (file: string) => readFileSync(resolve(dist, file));

const manifest = readManifest(dist);

/** Modules whose dynamic import runs on load, without interaction, on `/`. */
const LOADED_ON_HOME = ["src/app/start.tsx"];

const closure = (keys: string[], seen?: Set<string>) => chunkClosure(manifest, keys, seen);

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const sizes = (file: string) => {
  const bytes = read(file);
  const br = existsSync(resolve(dist, `${file}.br`))
    ? read(`${file}.br`).length
    : brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, br };
};

function report(label: string, files: Iterable<string>, detail = false) {
  const total = { raw: 0, gzip: 0, br: 0 };
  const rows: [string, ReturnType<typeof sizes>][] = [];
  for (const file of files) {
    const size = sizes(file);
    rows.push([file, size]);
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.br += size.br;
  }
  if (detail) {
    rows.sort((a, b) => b[1].gzip - a[1].gzip);
    for (const [file, size] of rows) {
      process.stdout.write(
        `  ${file.padEnd(46)} ${kb(size.raw).padStart(11)} ${kb(size.gzip).padStart(11)} ${kb(size.br).padStart(11)}\n`,
      );
    }
  }
  process.stdout.write(
    `${label.padEnd(48)} ${kb(total.raw).padStart(11)} raw ${kb(total.gzip).padStart(11)} gzip ${kb(total.br).padStart(11)} br\n`,
  );
  return total;
}

const entryKey = Object.keys(manifest).find((key) => key === "index.html");
const sandboxKey = Object.keys(manifest).find((key) => key === "sandbox.html");
if (!entryKey || !sandboxKey) throw new Error("the manifest has no index.html or sandbox.html");

const entryFiles = closure([entryKey]);
const homeFiles = closure(LOADED_ON_HOME, new Set(entryFiles));

process.stdout.write(
  `${"chunk".padEnd(48)} ${"raw".padStart(11)} ${"gzip".padStart(11)} ${"br".padStart(11)}\n`,
);
report("app entry + static imports (before first paint)", entryFiles);
const home = report("/ on load, without interaction", homeFiles, true);
report("sandbox entry + static imports (no workers)", closure([sandboxKey]));
const BUDGET_GZIP = 150 * 1024;
process.stdout.write(
  `/ initial JavaScript: ${kb(home.gzip)} gzip, budget ${kb(BUDGET_GZIP)}: ${home.gzip <= BUDGET_GZIP ? "within" : "over"}\n`,
);

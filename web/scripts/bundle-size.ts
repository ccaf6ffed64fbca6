// Prints the size (raw and gzip) of the JavaScript the first page loads and of the sandbox
// entry, from a finished build in dist/. Run after `npm run build -w web`.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { gzipSync } from "node:zlib";

const dist = resolve(import.meta.dirname, "../dist");
const read = (file: string) => readFileSync(resolve(dist, file));

/** Chunks a chunk imports statically (loaded before it runs). */
function staticImports(file: string): string[] {
  const code = read(file).toString("utf8");
  const found = code.matchAll(
    /(?:import|export)\s*(?:[\w$*{},\s]+from\s*)?["']\.\/([^"']+\.js)["']/g,
  );
  return [...found].map((m) => `assets/${m[1]}`);
}

/** A chunk and everything it imports statically. */
function closure(entries: string[], seen = new Set<string>()): Set<string> {
  for (const file of entries) {
    if (seen.has(file)) continue;
    seen.add(file);
    closure(staticImports(file), seen);
  }
  return seen;
}

/** The entry script of an HTML page. */
function entryOf(html: string): string {
  const match = read(html)
    .toString("utf8")
    .match(/<script type="module"[^>]*src="\/([^"]+)"/);
  if (!match?.[1]) throw new Error(`${html} has no module script`);
  return match[1];
}

function report(label: string, files: Iterable<string>) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = read(file);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  process.stdout.write(
    `${label.padEnd(44)} ${kb(raw).padStart(12)} raw ${kb(gzip).padStart(12)} gzip\n`,
  );
}

const appEntry = entryOf("index.html");
const appFiles = closure([appEntry]);
const homeChunk = [
  ...read(appEntry)
    .toString("utf8")
    .matchAll(/import\([`"']\.\/(home-[^`"']+\.js)/g),
][0]?.[1];
const firstPage = homeChunk ? closure([`assets/${homeChunk}`], new Set(appFiles)) : appFiles;

report("app entry + static imports", appFiles);
report("first page (app + home route chunk)", firstPage);
report("sandbox entry + static imports (no workers)", closure([entryOf("sandbox.html")]));

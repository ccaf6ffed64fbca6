// What the JavaScript `/` loads on start is made of, by package and by module, in gzip -9 bytes.
// Builds the app with source maps into a temporary folder (dist/ is left as it is), then, for
// each chunk `/` loads without interaction (the same chunks as scripts/bundle-size.ts), shares
// the chunk's gzip size out among its source modules in proportion to the bytes each produced.
//
//   npm run size:modules -w web               # packages, then the 40 largest modules
//   npm run size:modules -w web -- chakra 80  # the 80 largest modules whose path has "chakra"
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { chunkClosure, readManifest } from "../build/manifest";

const [filter = "", limitText = "40"] = process.argv.slice(2);
const limit = Number(limitText);
if (!Number.isInteger(limit) || limit < 1) throw new Error(`not a number of modules: ${limitText}`);

const VLQ = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** The generated column and source index of each mapping segment, line by line (source map v3). */
function decodeMappings(mappings: string): { column: number; source: number }[][] {
  let source = 0;
  return mappings.split(";").map((line) => {
    let column = 0;
    const segments: { column: number; source: number }[] = [];
    for (const segment of line.split(",")) {
      if (segment === "") continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = VLQ.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0] ?? 0;
      if (fields.length > 1) source += fields[1]!;
      segments.push({ column, source: fields.length > 1 ? source : -1 });
    }
    return segments;
  });
}

/** A source path as a package name (`@scope/name`) or its folder in the repository (`web/src`). */
function packageOf(path: string): string {
  const at = path.lastIndexOf("node_modules/");
  if (at < 0) return path.split("/").slice(0, 2).join("/");
  const [first, second] = path.slice(at + "node_modules/".length).split("/");
  return first!.startsWith("@") ? `${first}/${second}` : first!;
}

const out = mkdtempSync(join(tmpdir(), "web-bundle-modules-"));
try {
  const root = resolve(import.meta.dirname, "..");
  const repoRoot = resolve(root, "..");
  execFileSync("npx", ["vite", "build", "--sourcemap", "--outDir", out, "--emptyOutDir"], {
    cwd: root,
    stdio: "ignore",
  });
  const manifest = readManifest(out);
  const files = chunkClosure(
    manifest,
    ["src/app/start.tsx"],
    chunkClosure(manifest, ["index.html"]),
  );
  const modules = new Map<string, number>();
  const add = (name: string, bytes: number) => modules.set(name, (modules.get(name) ?? 0) + bytes);
  let total = 0;
  for (const file of files) {
    const code = readFileSync(join(out, file), "utf8");
    const gzip = gzipSync(code, { level: 9 }).length;
    total += gzip;
    let map: { sources: string[]; mappings: string };
    try {
      map = JSON.parse(readFileSync(join(out, `${file}.map`), "utf8")) as typeof map;
    } catch {
      add(`(${file}, no source map)`, gzip);
      continue;
    }
    const lines = code.split("\n");
    const bytes = new Map<string, number>();
    let mapped = 0;
    decodeMappings(map.mappings).forEach((segments, index) => {
      const length = lines[index]?.length ?? 0;
      segments.forEach(({ column, source }, i) => {
        const size = (segments[i + 1]?.column ?? length) - column;
        const name =
          source < 0
            ? "(unmapped)"
            : relative(repoRoot, resolve(dirname(join(out, file)), map.sources[source]!));
        bytes.set(name, (bytes.get(name) ?? 0) + size);
        mapped += size;
      });
    });
    for (const [name, size] of bytes) add(name, (size / mapped) * gzip);
  }
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`.padStart(10);
  const packages = new Map<string, number>();
  for (const [name, size] of modules)
    packages.set(packageOf(name), (packages.get(packageOf(name)) ?? 0) + size);
  const largest = (entries: Map<string, number>) => [...entries].sort((a, b) => b[1] - a[1]);
  process.stdout.write(`/ on load: ${kib(total)} gzip -9 in ${files.size} files\n\nby package:\n`);
  for (const [name, size] of largest(packages).filter(([, size]) => size >= 100))
    process.stdout.write(`${kib(size)}  ${name}\n`);
  process.stdout.write(`\nlargest modules${filter ? ` matching "${filter}"` : ""}:\n`);
  for (const [name, size] of largest(modules)
    .filter(([name]) => name.includes(filter))
    .slice(0, limit))
    process.stdout.write(`${kib(size)}  ${name}\n`);
} finally {
  rmSync(out, { recursive: true, force: true });
}

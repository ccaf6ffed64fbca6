/**
 * PGlite data directories for tests that start as copies of templates: an empty cluster (what
 * initdb makes, 2–20 s in WebAssembly on two busy cores), or one already created, migrated and
 * seeded for tests that start the upstream (5–30 s). A copy takes about half a second.
 *
 *   const dataDir = mkdtempSync(join(tmpdir(), "upstream-wallet-"));
 *   beforeAll(async () => {
 *     await copyPreparedDatabase(dataDir, { scryptCost: 1024 });
 *     upstream = await startUpstream({ dataDir, scryptCost: 1024, ... });
 *   });
 *
 * The upstream started on the copy runs its whole preparation as on any restart (migrations and
 * seeds find themselves done; labels are synchronised), so the test sees exactly what a second
 * start of the product sees. The template is made once per machine and kept in the temporary
 * directory under a key of everything that shapes it: the upstream's sources, migrations and
 * data, the lockfile (the packaged rates snapshot), the password hashing cost and today's date
 * (seeds place trips relative to today). A changed source makes a new template; templates
 * unused for a day are removed.
 */
import { createHash, randomBytes } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";

const UPSTREAM_ROOT = resolve(__dirname, "../..");
const REPO_ROOT = resolve(UPSTREAM_ROOT, "..");
const TEMPLATE_PREFIX = "travel-upstream-template-";
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

export interface TemplateOptions {
  /** The scrypt cost the seeded demo passwords are hashed with (the test's own setting). */
  scryptCost: number;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "node_modules" ? [] : filesUnder(path);
      return /\.test\.tsx?$/.test(entry.name) ? [] : [path];
    })
    .sort();
}

/** The key of what a template holds: the sources that shape the database, the cost, the day. */
export function templateKey(options: TemplateOptions, now = new Date()): string {
  const hash = createHash("sha256");
  const files = [
    ...filesUnder(join(UPSTREAM_ROOT, "src")),
    join(UPSTREAM_ROOT, "openapi.yaml"),
    join(REPO_ROOT, "package-lock.json"),
  ];
  for (const file of files) {
    if (!existsSync(file)) continue;
    hash.update(relative(REPO_ROOT, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  hash.update(`scrypt=${options.scryptCost};day=${now.toISOString().slice(0, 10)}`);
  return hash.digest("hex").slice(0, 20);
}

function removeStaleTemplates(keep: string): void {
  const root = tmpdir();
  for (const name of readdirSync(root)) {
    if (!name.startsWith(TEMPLATE_PREFIX) || join(root, name) === keep) continue;
    const path = join(root, name);
    try {
      if (Date.now() - statSync(path).mtimeMs > STALE_AFTER_MS)
        rmSync(path, { recursive: true, force: true });
    } catch {
      // another process removed or is renaming it
    }
  }
}

/**
 * The template directory `name` under `key`, built by `build` into an empty directory unless it
 * exists (when two processes build it at once, the first to finish wins; the other's is removed).
 */
async function template(
  name: string,
  key: string,
  build: (dir: string) => Promise<void>,
): Promise<string> {
  const dir = join(tmpdir(), `${TEMPLATE_PREFIX}${name}-${key}`);
  if (existsSync(dir)) {
    const now = new Date();
    utimesSync(dir, now, now);
    return dir;
  }
  removeStaleTemplates(dir);
  const building = mkdtempSync(join(tmpdir(), `travel-upstream-building-`));
  try {
    await build(building);
    try {
      renameSync(building, dir);
    } catch (error) {
      // another test process finished the same template first: use theirs
      if (!existsSync(dir)) throw error;
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

/**
 * The created, migrated and seeded database (made unless it exists). Jest's global set-up makes
 * it for the tests' usual options, so that no test waits for it.
 */
export function preparedTemplate(options: TemplateOptions): Promise<string> {
  return template("seeded", templateKey(options), async (dir) => {
    await copyEmptyCluster(dir);
    // imported here: the module graph of the whole upstream is only needed to build one
    const { startUpstream } = await import("../index");
    const upstream = await startUpstream({
      port: 0,
      host: "127.0.0.1",
      dataDir: dir,
      databaseUrl: undefined,
      logLevel: "silent",
      scryptCost: options.scryptCost,
      smtpUrl: undefined,
    });
    await upstream.close();
  });
}

/** The installed PGlite's version (its package.json is not exported: found from its entry). */
function pgliteVersion(): string {
  for (let dir = dirname(require.resolve("@electric-sql/pglite")); dir !== dirname(dir);) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(readFileSync(manifest, "utf8")) as {
        name?: string;
        version?: string;
      };
      if (name === "@electric-sql/pglite" && version) return version;
    }
    dir = dirname(dir);
  }
  throw new Error("the installed @electric-sql/pglite has no package.json with its version");
}

/** A new PGlite cluster with nothing in it (what initdb makes), keyed by the PGlite release. */
export function emptyClusterTemplate(): Promise<string> {
  return template("empty", `pglite-${pgliteVersion()}`, async (dir) => {
    const pglite = await PGlite.create(dir);
    await pglite.close();
  });
}

async function copyInto(source: string, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new Error(`${dataDir} is not empty: a template is copied only into a new directory`);
  // a copy into a sibling first, renamed into place: a copy cut short never looks prepared
  const partial = `${dataDir}.partial-${randomBytes(4).toString("hex")}`;
  cpSync(source, partial, { recursive: true });
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(partial, dataDir);
}

/** Fills the empty (or missing) directory `dataDir` with a new, empty PGlite cluster. */
export async function copyEmptyCluster(dataDir: string): Promise<void> {
  await copyInto(await emptyClusterTemplate(), dataDir);
}

/**
 * Fills the empty (or missing) directory `dataDir` with a copy of a created, migrated and seeded
 * database (made on first use, see the module comment).
 */
export async function copyPreparedDatabase(
  dataDir: string,
  options: TemplateOptions,
): Promise<void> {
  await copyInto(await preparedTemplate(options), dataDir);
}

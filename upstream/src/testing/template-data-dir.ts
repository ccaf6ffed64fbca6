/**
 * A PGlite data directory that starts as a copy of one already created, migrated and seeded,
 * for tests that start the upstream: creating a cluster (initdb in WebAssembly), migrating and
 * seeding it takes 5–30 s on two busy cores, copying a prepared one about half a second.
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
import { join, relative, resolve } from "node:path";

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
 * Creates the template (unless another process did first) and returns its directory. Jest's
 * global set-up calls it for the tests' usual options, so that no test waits for it.
 */
export async function preparedTemplate(options: TemplateOptions): Promise<string> {
  const dir = join(tmpdir(), `${TEMPLATE_PREFIX}${templateKey(options)}`);
  if (existsSync(dir)) {
    const now = new Date();
    utimesSync(dir, now, now);
    return dir;
  }
  removeStaleTemplates(dir);
  const building = mkdtempSync(join(tmpdir(), `travel-upstream-building-`));
  try {
    // imported here: the module graph of the whole upstream is only needed to build one
    const { startUpstream } = await import("../index");
    const upstream = await startUpstream({
      port: 0,
      host: "127.0.0.1",
      dataDir: building,
      databaseUrl: undefined,
      logLevel: "silent",
      scryptCost: options.scryptCost,
      smtpUrl: undefined,
    });
    await upstream.close();
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
 * Fills the empty directory `dataDir` with a copy of a created, migrated and seeded database
 * (made on first use, see the module comment).
 */
export async function copyPreparedDatabase(
  dataDir: string,
  options: TemplateOptions,
): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new Error(`${dataDir} is not empty: a prepared database is copied only into a new one`);
  const source = await preparedTemplate(options);
  // a copy into a sibling first, renamed into place: a copy cut short never looks prepared
  const partial = `${dataDir}.partial-${randomBytes(4).toString("hex")}`;
  cpSync(source, partial, { recursive: true });
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(partial, dataDir);
}

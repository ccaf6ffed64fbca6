/**
 * The databases the upstream's DB-level tests run on: PGlite (embedded, a throw-away directory)
 * and a real PostgreSQL server (POSTGRES_TEST_URL, default
 * `postgres://postgres@127.0.0.1:5432/postgres`), on which each test file creates a uniquely
 * named database and drops it at the end. An unreachable server fails the tests with a message
 * naming the URL: nothing is skipped.
 *
 *   describe.each(TEST_BACKENDS)("on %s", (backend) => {
 *     const database = useTestDatabase(backend, "idempotency");
 *     it("...", async () => { await database.db().query(...) });
 *   });
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "pg";
import type { Db } from "../db/db";
import { migrate } from "../db/migrate";
import { openDb, type DbLocation } from "../db/open-db";
import { copyEmptyCluster, copyPreparedDatabase, type TemplateOptions } from "./template-data-dir";

export const TEST_BACKENDS = ["PGlite", "PostgreSQL"] as const;
export type TestBackend = (typeof TEST_BACKENDS)[number];

export const DEFAULT_POSTGRES_TEST_URL = "postgres://postgres@127.0.0.1:5432/postgres";

/** The PostgreSQL server the tests use (POSTGRES_TEST_URL). */
export function postgresTestUrl(env: Record<string, string | undefined> = process.env): string {
  const raw = env.POSTGRES_TEST_URL?.trim();
  return raw === undefined || raw === "" ? DEFAULT_POSTGRES_TEST_URL : raw;
}

/** The URL without its password, for messages. */
function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== "") parsed.password = "***";
    return parsed.href;
  } catch {
    return url;
  }
}

/** A database of its own for one test file: where it is, and how to get rid of it. */
export interface TestDatabase {
  backend: TestBackend;
  location: DbLocation;
  /** Removes the database (PostgreSQL: DROP DATABASE; PGlite: its directory). */
  drop(): Promise<void>;
}

/** Connects to the server's maintenance database, failing with a message naming the URL. */
async function adminClient(url: string): Promise<Client> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(
      `PostgreSQL for the upstream's tests is not reachable at ${redacted(url)} (${why}). ` +
        "Start a server there (trust auth) or set POSTGRES_TEST_URL to one that runs.",
      { cause: error },
    );
  }
  return client;
}

async function connectionsTo(client: Client, database: string): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    "SELECT count(*)::integer AS n FROM pg_stat_activity WHERE datname = $1",
    [database],
  );
  return rows[0]?.n ?? 0;
}

/** A new empty database: a PGlite directory, or `CREATE DATABASE` on the PostgreSQL server. */
export async function createTestDatabase(
  backend: TestBackend,
  name: string,
  options: {
    /**
     * PGlite: start from a copy of a created, migrated and seeded database (see
     * template-data-dir.ts) rather than an empty one; the upstream's start then finds it prepared.
     */
    prepared?: TemplateOptions;
  } = {},
): Promise<TestDatabase> {
  if (backend === "PGlite") {
    const dir = mkdtempSync(join(tmpdir(), `upstream-${name}-`));
    // a copy of a template, not initdb again: same cluster, a fraction of the time
    if (options.prepared) await copyPreparedDatabase(join(dir, "pglite"), options.prepared);
    else await copyEmptyCluster(join(dir, "pglite"));
    return {
      backend,
      location: { dataDir: join(dir, "pglite"), databaseUrl: undefined },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const adminUrl = postgresTestUrl();
  const database = `travel_test_${name.replace(/[^a-z0-9]+/gi, "_").toLowerCase()}_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = await adminClient(adminUrl);
  try {
    await admin.query(`CREATE DATABASE "${database}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return {
    backend,
    location: { dataDir: "", databaseUrl: url.href },
    drop: async () => {
      const client = await adminClient(adminUrl);
      try {
        // a closed pool's connections end a moment after it resolves: let them go first (FORCE
        // then only ends what a test left open)
        const deadline = Date.now() + 5000;
        while (Date.now() < deadline && (await connectionsTo(client, database)) > 0)
          await new Promise((resolve) => setTimeout(resolve, 20));
        await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Registers beforeAll/afterAll hooks giving the enclosing describe a migrated database of its
 * own on `backend`, dropped afterwards.
 */
export function useTestDatabase(backend: TestBackend, name: string): { db(): Db } {
  let database: TestDatabase | undefined;
  let db: Db | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(backend, name);
    db = await openDb(database.location);
    await migrate(db);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  }, 30_000);
  return {
    db() {
      if (db === undefined) throw new Error(`the ${backend} test database is not open`);
      return db;
    },
  };
}

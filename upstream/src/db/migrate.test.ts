/**
 * The migrations on PGlite and on a real PostgreSQL server: every file applies on a new
 * database in order, once; a second run and a concurrent run apply nothing twice; an applied
 * file that changed is refused; the constraints the code relies on hold; a database the
 * hand-written runner (before Kysely's Migrator) migrated is recognised, not migrated again.
 */
import { TEST_BACKENDS, createTestDatabase, type TestDatabase } from "../testing/test-databases";
import type { Db } from "./db";
import { migrate, readMigrationFiles } from "./migrate";
import { migrationChecksum, type MigrationFile } from "./migration-plan";
import { openDb } from "./open-db";

describe.each(TEST_BACKENDS)("migrate on %s", (backend) => {
  let database: TestDatabase;
  let db: Db;
  /** A second connection to the same database (PostgreSQL); PGlite has only the one. */
  let other: Db;

  beforeAll(async () => {
    database = await createTestDatabase(backend, "migrate");
    db = await openDb(database.location);
    other = backend === "PostgreSQL" ? await openDb(database.location) : db;
  }, 60_000);

  afterAll(async () => {
    if (other !== db) await other?.close();
    await db?.close();
    await database?.drop();
  }, 30_000);

  const files = readMigrationFiles();

  it("applies every file once, in number order, even when two starts race", async () => {
    const [a, b] = await Promise.all([migrate(db), migrate(other)]);
    const names = files.map((f) => f.name).sort();
    // the lock lets each file be applied by exactly one of them, in order
    expect([...a, ...b].sort()).toEqual(names);
    expect(a.length === 0 || b.length === 0 || backend === "PGlite").toBe(true);
    const applied = await db.query<{ version: string }>(
      "SELECT version FROM schema_migrations ORDER BY version",
    );
    expect(applied.map((m) => m.version)).toEqual(names);
    const recorded = await db.query<{ name: string }>(
      "SELECT name FROM kysely_migration ORDER BY name",
    );
    expect(recorded.map((m) => m.name)).toEqual(names);
    expect(await migrate(db)).toEqual([]);
  });

  it("refuses an applied file that changed", async () => {
    const [first, ...rest] = files;
    await expect(
      migrate(db, [{ ...first!, sql: `${first!.sql}\n-- edited` }, ...rest]),
    ).rejects.toThrow(first!.name);
  });

  it("keeps one idempotency key per (scope, owner, key) and refuses malformed ones", async () => {
    const insert = (key: string, fingerprint = "a".repeat(64)) =>
      db.query(
        `INSERT INTO idempotency_keys (scope, owner, idempotency_key, fingerprint, result)
         VALUES ('sign-up', '', $1, $2, '{}'::jsonb)`,
        [key, fingerprint],
      );
    await insert("migrate-key-1");
    await expect(insert("migrate-key-1")).rejects.toThrow(/duplicate key|unique/i);
    await expect(insert("bad key")).rejects.toThrow(/check constraint/i);
    await expect(insert("migrate-key-2", "not-a-hash")).rejects.toThrow(/check constraint/i);
  });
});

/** What the hand-written runner (replaced by Kysely's Migrator) did: the baseline to upgrade. */
async function legacyMigrate(db: Db, files: MigrationFile[]): Promise<void> {
  await db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE IF NOT EXISTS seed_runs (
      name text PRIMARY KEY,
      ran_at timestamptz NOT NULL DEFAULT now()
    );`);
  for (const file of [...files].sort((a, b) => a.name.localeCompare(b.name))) {
    await db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock(hashtext('schema_migrations'))");
      await tx.exec(file.sql);
      await tx.query("INSERT INTO schema_migrations (version, checksum) VALUES ($1, $2)", [
        file.name,
        migrationChecksum(file.sql),
      ]);
    });
  }
}

describe.each(TEST_BACKENDS)("upgrading from the hand-written runner on %s", (backend) => {
  const files = readMigrationFiles().sort((a, b) => a.name.localeCompare(b.name));
  const names = files.map((f) => f.name);

  async function withDatabase(name: string, test: (db: Db) => Promise<void>): Promise<void> {
    const database = await createTestDatabase(backend, name);
    const db = await openDb(database.location);
    try {
      await test(db);
    } finally {
      await db.close();
      await database.drop();
    }
  }

  it("adopts a fully migrated database without applying anything again", async () => {
    await withDatabase("legacy-full", async (db) => {
      await legacyMigrate(db, files);
      await db.query("INSERT INTO seed_runs (name) VALUES ('reference')");
      expect(await migrate(db)).toEqual([]);
      const recorded = await db.query<{ name: string; timestamp: string }>(
        "SELECT name, timestamp FROM kysely_migration ORDER BY name",
      );
      expect(recorded.map((m) => m.name)).toEqual(names);
      expect(recorded.every((m) => !Number.isNaN(Date.parse(m.timestamp)))).toBe(true);
      // the old ledger and the seeds that ran are kept
      const seeds = await db.query<{ name: string }>("SELECT name FROM seed_runs");
      expect(seeds).toEqual([{ name: "reference" }]);
      expect(await migrate(db)).toEqual([]);
    });
  }, 60_000);

  it("applies only what the old runner had not applied, and records it in both ledgers", async () => {
    await withDatabase("legacy-part", async (db) => {
      await legacyMigrate(db, files.slice(0, 5));
      expect(await migrate(db)).toEqual(names.slice(5));
      const ledger = await db.query<{ version: string; checksum: string }>(
        "SELECT version, checksum FROM schema_migrations ORDER BY version",
      );
      expect(ledger).toEqual(
        files.map((f) => ({ version: f.name, checksum: migrationChecksum(f.sql) })),
      );
    });
  }, 60_000);

  it("still refuses a file edited after the old runner applied it", async () => {
    await withDatabase("legacy-edit", async (db) => {
      await legacyMigrate(db, files.slice(0, 2));
      const [first, ...rest] = files;
      await expect(
        migrate(db, [{ ...first!, sql: `${first!.sql}\n-- edited` }, ...rest]),
      ).rejects.toThrow(first!.name);
    });
  }, 60_000);
});

describe.each(TEST_BACKENDS)("017_um_dial_code on %s", (backend) => {
  it("gives the US Minor Outlying Islands +1 in a database seeded before, and nothing else", async () => {
    const database = await createTestDatabase(backend, "um-dial-code");
    const db = await openDb(database.location);
    try {
      const files = readMigrationFiles().sort((a, b) => a.name.localeCompare(b.name));
      const before = files.filter((f) => f.name < "017_");
      await migrate(db, before);
      await db.query(
        `INSERT INTO countries (country_id, country_code, country_name, isd_code)
         VALUES (1, 'SZ', 'Eswatini', '+268'),
                (2, 'UM', 'United States Minor Outlying Islands', '+268')`,
      );
      expect(await migrate(db, files)).toContain("017_um_dial_code.sql");
      const rows = await db.query<{ country_code: string; isd_code: string }>(
        "SELECT country_code, isd_code FROM countries ORDER BY country_code",
      );
      expect(rows).toEqual([
        { country_code: "SZ", isd_code: "+268" },
        { country_code: "UM", isd_code: "+1" },
      ]);
    } finally {
      await db.close();
      await database.drop();
    }
  }, 60_000);
});

/**
 * The migrations on PGlite and on a real PostgreSQL server: every file applies on a new
 * database in order, once; a second run and a concurrent run apply nothing twice; an applied
 * file that changed is refused; the constraints the code relies on hold.
 */
import { TEST_BACKENDS, createTestDatabase, type TestDatabase } from "../testing/test-databases";
import type { Db } from "./db";
import { migrate, readMigrationFiles } from "./migrate";
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
    // both runs planned every file; the lock lets each be applied by exactly one of them
    expect(a).toEqual(names);
    expect(b).toEqual(names);
    const applied = await db.query<{ version: string }>(
      "SELECT version FROM schema_migrations ORDER BY version",
    );
    expect(applied.map((m) => m.version)).toEqual(names);
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

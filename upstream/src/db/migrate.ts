/** Applies the pending numbered migrations from `migrations/`, each in its own transaction. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Db } from "./db";
import {
  migrationChecksum,
  pendingMigrations,
  type AppliedMigration,
  type MigrationFile,
} from "./migration-plan";

export const MIGRATIONS_DIR = join(__dirname, "migrations");

export function readMigrationFiles(dir: string = MIGRATIONS_DIR): MigrationFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .map((name) => ({ name, sql: readFileSync(join(dir, name), "utf8") }));
}

/** The advisory lock serialising migrations (and the bookkeeping tables) across servers. */
const MIGRATION_LOCK = "schema_migrations";

/** The bookkeeping tables: applied migrations and seeds that ran (see seed-once.ts). */
const BOOKKEEPING_SQL = `
  CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    checksum text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE TABLE IF NOT EXISTS seed_runs (
    name text PRIMARY KEY,
    ran_at timestamptz NOT NULL DEFAULT now()
  );`;

/** Creates the bookkeeping tables if needed and applies what is pending; returns the applied names. */
export async function migrate(
  db: Db,
  files: MigrationFile[] = readMigrationFiles(),
): Promise<string[]> {
  // under the lock the migrations take: two servers starting at once against one PostgreSQL
  // database would otherwise race on CREATE TABLE IF NOT EXISTS (a duplicate pg_type row)
  await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('${MIGRATION_LOCK}'))`);
    await tx.exec(BOOKKEEPING_SQL);
  });
  const applied = await db.query<AppliedMigration>(
    "SELECT version, checksum FROM schema_migrations",
  );
  const pending = pendingMigrations(files, applied);
  for (const file of pending) {
    await db
      .transaction(async (tx) => {
        // Serialises concurrent starts against one PostgreSQL server; a no-op cost on PGlite.
        await tx.query(`SELECT pg_advisory_xact_lock(hashtext('${MIGRATION_LOCK}'))`);
        const done = await tx.query("SELECT 1 FROM schema_migrations WHERE version = $1", [
          file.name,
        ]);
        if (done.length > 0) return;
        await tx.exec(file.sql);
        await tx.query("INSERT INTO schema_migrations (version, checksum) VALUES ($1, $2)", [
          file.name,
          migrationChecksum(file.sql),
        ]);
      })
      .catch((error: unknown) => {
        throw new Error(
          `Migration ${file.name} failed: ${error instanceof Error ? error.message : String(error)}`,
          {
            cause: error,
          },
        );
      });
  }
  return pending.map((f) => f.name);
}

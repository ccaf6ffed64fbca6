/**
 * Applies the pending numbered migrations from `migrations/` with Kysely's Migrator (its
 * `kysely_migration` table records them, its lock serialises servers starting together).
 *
 * Upgrading from the hand-written runner this replaced: that runner recorded each applied file
 * in `schema_migrations (version, checksum, applied_at)`. Before migrating, under the advisory
 * lock that runner took, the versions found there and missing from `kysely_migration` are
 * copied into it (same names: the file names), so a database it migrated is not migrated again.
 * `schema_migrations` stays the ledger of checksums: every migration applied here is recorded
 * there too, and a file edited after it was applied is refused (see migration-plan.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sql, type Kysely } from "kysely";
import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";
import { kyselyOf, scriptQuery, type Db } from "./db";
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

/** The advisory lock of the hand-written runner (and of the bookkeeping tables). */
const LEGACY_LOCK = "schema_migrations";
export const MIGRATION_TABLE = "kysely_migration";
export const MIGRATION_LOCK_TABLE = "kysely_migration_lock";

/**
 * The bookkeeping tables: checksums of applied migrations, seeds that ran (see seed-once.ts),
 * and Kysely's two tables (as its Migrator would create them).
 */
const BOOKKEEPING_SQL = `
  CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    checksum text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE TABLE IF NOT EXISTS seed_runs (
    name text PRIMARY KEY,
    ran_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE TABLE IF NOT EXISTS ${MIGRATION_TABLE} (
    name varchar(255) NOT NULL PRIMARY KEY,
    timestamp varchar(255) NOT NULL
  );
  CREATE TABLE IF NOT EXISTS ${MIGRATION_LOCK_TABLE} (
    id varchar(255) NOT NULL PRIMARY KEY,
    is_locked integer NOT NULL DEFAULT 0
  );`;

/** Each file as a Kysely migration: the script, then its checksum in `schema_migrations`. */
export class SqlFileMigrationProvider implements MigrationProvider {
  constructor(private readonly files: readonly MigrationFile[]) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const migrations: Record<string, Migration> = {};
    for (const file of this.files) {
      migrations[file.name] = {
        async up(db: Kysely<unknown>) {
          // an older server (the hand-written runner) starting now waits for this transaction
          await sql`SELECT pg_advisory_xact_lock(hashtext(${LEGACY_LOCK}))`.execute(db);
          await db.executeQuery(scriptQuery(file.sql));
          await sql`INSERT INTO schema_migrations (version, checksum)
            VALUES (${file.name}, ${migrationChecksum(file.sql)})
            ON CONFLICT (version) DO NOTHING`.execute(db);
        },
      };
    }
    return migrations;
  }
}

/**
 * Creates the bookkeeping tables if needed, adopts what the hand-written runner applied, and
 * applies what is pending; returns the names applied now.
 */
export async function migrate(
  db: Db,
  files: MigrationFile[] = readMigrationFiles(),
): Promise<string[]> {
  // under the lock: two servers starting at once against one PostgreSQL database would
  // otherwise race on CREATE TABLE IF NOT EXISTS (a duplicate pg_type row)
  const applied = await db.transaction(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${LEGACY_LOCK}))`.execute(kyselyOf(tx));
    await tx.exec(BOOKKEEPING_SQL);
    await kyselyOf(tx)
      .insertInto("kysely_migration")
      .columns(["name", "timestamp"])
      .expression((eb) =>
        eb
          .selectFrom("schema_migrations")
          .select([
            "version",
            sql<string>`to_char(applied_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(
              "timestamp",
            ),
          ]),
      )
      .onConflict((oc) => oc.column("name").doNothing())
      .execute();
    return kyselyOf(tx).selectFrom("schema_migrations").select(["version", "checksum"]).execute();
  });
  // refuses misnamed files, shared numbers, and applied files edited or gone
  pendingMigrations(files, applied satisfies AppliedMigration[]);
  const migrator = new Migrator({
    db: kyselyOf(db),
    provider: new SqlFileMigrationProvider(files),
    migrationTableName: MIGRATION_TABLE,
    migrationLockTableName: MIGRATION_LOCK_TABLE,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((r) => r.status === "Error")?.migrationName ?? "(migrator)";
    throw new Error(
      `Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  return results.filter((r) => r.status === "Success").map((r) => r.migrationName);
}

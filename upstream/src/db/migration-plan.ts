/** Migration-plan rule: numbered .sql files, applied once each in number order, never edited. */
import { createHash } from "node:crypto";

export interface MigrationFile {
  /** File name, e.g. `001_reference.sql`; also the version recorded once applied. */
  name: string;
  sql: string;
}

export interface AppliedMigration {
  version: string;
  checksum: string;
}

const MIGRATION_NAME = /^(\d{3})_[a-z0-9_]+\.sql$/;

export function migrationChecksum(sql: string): string {
  return createHash("sha256").update(sql).digest("hex");
}

/**
 * Returns the files still to apply, in order. Throws when a name breaks the `NNN_name.sql`
 * pattern, two files share a number, or an applied file changed or disappeared.
 */
export function pendingMigrations(
  files: readonly MigrationFile[],
  applied: readonly AppliedMigration[],
): MigrationFile[] {
  const byNumber = new Map<string, string>();
  for (const file of files) {
    const number = MIGRATION_NAME.exec(file.name)?.[1];
    if (number === undefined) {
      throw new Error(`Migration file ${file.name} must be named NNN_lower_snake_name.sql`);
    }
    const other = byNumber.get(number);
    if (other !== undefined)
      throw new Error(`Migrations ${other} and ${file.name} share number ${number}`);
    byNumber.set(number, file.name);
  }
  const appliedByVersion = new Map(applied.map((m) => [m.version, m.checksum]));
  for (const version of appliedByVersion.keys()) {
    if (!files.some((f) => f.name === version)) {
      throw new Error(`Migration ${version} was applied but its file is missing`);
    }
  }
  const pending: MigrationFile[] = [];
  for (const file of [...files].sort((a, b) => a.name.localeCompare(b.name))) {
    const checksum = appliedByVersion.get(file.name);
    if (checksum === undefined) pending.push(file);
    else if (checksum !== migrationChecksum(file.sql)) {
      throw new Error(
        `Migration ${file.name} was changed after it was applied; add a new migration instead`,
      );
    }
  }
  return pending;
}

/** Chooses the database: a PostgreSQL server when a URL is configured, else PGlite on disk. */
import type { Db } from "./db";
import { openPgliteDb } from "./pglite-db";
import { openPostgresDb } from "./postgres-db";

export interface DbLocation {
  dataDir: string;
  databaseUrl: string | undefined;
}

export function openDb({ dataDir, databaseUrl }: DbLocation): Promise<Db> {
  return databaseUrl === undefined ? openPgliteDb(dataDir) : openPostgresDb(databaseUrl);
}

/** Db backed by a PostgreSQL server through a `pg` connection pool (Kysely's PostgresDialect). */
import { Kysely, PostgresDialect } from "kysely";
import { Pool } from "pg";
import type { Database } from "./database";
import { kyselyDb, type Db } from "./db";
import { watchWrites } from "./write-watch";

/** Connects to `databaseUrl` and checks the connection with one round trip. */
export async function openPostgresDb(databaseUrl: string): Promise<Db> {
  const pool = new Pool({ connectionString: databaseUrl });
  // An idle connection the server ends (a restart, an administrator's termination) is dropped by
  // the pool, and the next query opens another; unheard, the pool's "error" event would crash the
  // process.
  pool.on("error", () => undefined);
  try {
    await pool.query("SELECT 1");
  } catch (error) {
    await pool.end();
    throw error;
  }
  const { dialect, onWrite } = watchWrites(new PostgresDialect({ pool }));
  return kyselyDb(new Kysely<Database>({ dialect }), onWrite);
}

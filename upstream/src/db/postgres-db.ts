/** Db backed by a PostgreSQL server through a `pg` connection pool. */
import { Pool, type PoolClient } from "pg";
import type { Db, Queryable } from "./db";
import { watchWrites } from "./write-watch";

function queryable(target: Pool | PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query(sql, [...params]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  };
}

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
  return watchWrites({
    ...queryable(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await fn(queryable(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  });
}

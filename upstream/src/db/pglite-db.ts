/** Db backed by PGlite (PostgreSQL compiled to WebAssembly) persisting to a data directory. */
import { mkdir } from "node:fs/promises";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import type { Db, Queryable } from "./db";
import { watchWrites } from "./write-watch";

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** Opens (creating on first use, which runs initdb for a few seconds) the PGlite data directory. */
export async function openPgliteDb(dataDir: string): Promise<Db> {
  await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir);
  return watchWrites({
    ...queryable(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(queryable(tx))),
    close: () => pglite.close(),
  });
}

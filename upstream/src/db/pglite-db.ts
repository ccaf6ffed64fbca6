/** Db backed by PGlite (PostgreSQL compiled to WebAssembly) persisting to a data directory. */
import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { Kysely } from "kysely";
import type { Database } from "./database";
import { kyselyDb, type Db } from "./db";
import { PgliteDialect } from "./pglite-dialect";
import { watchWrites } from "./write-watch";

/** Opens (creating on first use, which runs initdb for a few seconds) the PGlite data directory. */
export async function openPgliteDb(dataDir: string): Promise<Db> {
  await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir);
  const { dialect, onWrite } = watchWrites(new PgliteDialect(pglite));
  return kyselyDb(new Kysely<Database>({ dialect }), onWrite);
}

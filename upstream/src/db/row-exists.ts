/** The one "is there such a row" look-up that the stores' `…Exists` checks share. */
import { sql } from "kysely";
import type { Database } from "./database";
import { kyselyOf, type Queryable } from "./db";

/** Whether `table` has a row whose `column` equals `value`. */
export async function rowExists<T extends keyof Database & string>(
  db: Queryable,
  table: T,
  column: keyof Database[T] & string,
  value: string | number,
): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`SELECT EXISTS (SELECT 1 FROM ${sql.table(table)}
    WHERE ${sql.ref(column)} = ${value}) AS found`.execute(kyselyOf(db));
  return rows[0]?.found === true;
}

/** The one "delete the row with these keys" statement that the stores' removals share. */
import { sql } from "kysely";
import type { Database } from "./database";
import { kyselyOf, type Queryable } from "./db";

/**
 * Deletes the rows of `table` whose columns equal the values in `keys` (at least one); whether
 * there was any.
 */
export async function deleteRows<T extends keyof Database & string>(
  db: Queryable,
  table: T,
  keys: Partial<Record<keyof Database[T] & string, string | number>>,
): Promise<boolean> {
  const conditions = Object.entries(keys).map(
    ([column, value]) => sql`${sql.ref(column)} = ${value}`,
  );
  if (conditions.length === 0) throw new Error(`deleteRows of ${table} without keys`);
  const { rows } = await sql`DELETE FROM ${sql.table(table)}
    WHERE ${sql.join(conditions, sql` AND `)} RETURNING 1`.execute(kyselyOf(db));
  return rows.length > 0;
}

/** Runs a named seed exactly once per database, recording it in `seed_runs`. */
import { sql } from "kysely";
import { kyselyOf, type Db, type Queryable } from "./db";

/** Returns true when the seed ran now, false when it had already run. */
export async function seedOnce(
  db: Db,
  name: string,
  seed: (tx: Queryable) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const kysely = kyselyOf(tx);
    await sql`SELECT pg_advisory_xact_lock(hashtext('seed_runs'))`.execute(kysely);
    const done = await kysely
      .selectFrom("seed_runs")
      .select("name")
      .where("name", "=", name)
      .executeTakeFirst();
    if (done !== undefined) return false;
    await seed(tx);
    await kysely.insertInto("seed_runs").values({ name }).execute();
    return true;
  });
}

/** Whether the named seed has run (to skip slow preparations outside its transaction). */
export async function seedRan(db: Queryable, name: string): Promise<boolean> {
  const row = await kyselyOf(db)
    .selectFrom("seed_runs")
    .select("name")
    .where("name", "=", name)
    .executeTakeFirst();
  return row !== undefined;
}

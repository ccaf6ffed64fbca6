/** Runs a named seed exactly once per database, recording it in `seed_runs`. */
import type { Db, Queryable } from "./db";

/** Returns true when the seed ran now, false when it had already run. */
export async function seedOnce(
  db: Db,
  name: string,
  seed: (tx: Queryable) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('seed_runs'))");
    const done = await tx.query("SELECT 1 FROM seed_runs WHERE name = $1", [name]);
    if (done.length > 0) return false;
    await seed(tx);
    await tx.query("INSERT INTO seed_runs (name) VALUES ($1)", [name]);
    return true;
  });
}

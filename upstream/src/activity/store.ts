/** The activity log: what a user did, from where (POST /api/iqps/user-fqs and sign-ins). */
import { kyselyOf, type Queryable } from "../db/db";

export async function recordActivity(
  db: Queryable,
  entry: { accountId: number | null; ip: string; action: string },
  now: Date,
): Promise<void> {
  await kyselyOf(db)
    .insertInto("activity")
    .values({ account_id: entry.accountId, ip: entry.ip, action: entry.action, created_at: now })
    .execute();
}

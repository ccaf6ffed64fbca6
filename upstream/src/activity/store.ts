/** The activity log: what a user did, from where (POST /api/iqps/user-fqs and sign-ins). */
import type { Queryable } from "../db/db";

export async function recordActivity(
  db: Queryable,
  entry: { accountId: number | null; ip: string; action: string },
  now: Date,
): Promise<void> {
  await db.query(
    "INSERT INTO activity (account_id, ip, action, created_at) VALUES ($1, $2, $3, $4)",
    [entry.accountId, entry.ip, entry.action, now.toISOString()],
  );
}

/** SQL of the savings membership: one row per user in `savings_members`. */
import type { Queryable } from "../db/db";
import type { MemberInput } from "./payloads";

export interface SavingsMember {
  email: string;
  userId: number;
  memberid: string;
  created_at: string;
}

export async function findSavingsMember(
  db: Queryable,
  userId: number,
): Promise<SavingsMember | null> {
  const [row] = await db.query<Omit<SavingsMember, "created_at"> & { created_at: Date | string }>(
    `SELECT email, user_id AS "userId", memberid, created_at FROM savings_members
     WHERE user_id = $1`,
    [userId],
  );
  return row === undefined ? null : { ...row, created_at: new Date(row.created_at).toISOString() };
}

/** Stores the membership unless the user already has one (also when a concurrent call won). */
export async function insertSavingsMember(
  db: Queryable,
  member: MemberInput,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO savings_members (user_id, memberid, email, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO NOTHING RETURNING id`,
    [member.userId, member.memberid, member.email, now.toISOString()],
  );
  return rows.length > 0;
}

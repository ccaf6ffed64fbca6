/** SQL of the savings membership: one row per user in `savings_members`. */
import { kyselyOf, type Queryable } from "../db/db";
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
  const row = await kyselyOf(db)
    .selectFrom("savings_members")
    .select(["email", "user_id as userId", "memberid", "created_at"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row === undefined ? null : { ...row, created_at: new Date(row.created_at).toISOString() };
}

/** Stores the membership unless the user already has one (also when a concurrent call won). */
export async function insertSavingsMember(
  db: Queryable,
  member: MemberInput,
  now: Date,
): Promise<boolean> {
  const rows = await kyselyOf(db)
    .insertInto("savings_members")
    .values({
      user_id: member.userId,
      memberid: member.memberid,
      email: member.email,
      created_at: now,
    })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .returning("id")
    .execute();
  return rows.length > 0;
}

/**
 * The per-account lock: a write that an account may repeat only up to a cap (saved offers, saved
 * travellers) counts and inserts under it, so two such writes at once cannot pass the cap together.
 */
import { kyselyOf, type Queryable } from "../db/db";

/** Locks the account's row until the caller's transaction ends (nothing when there is none). */
export async function lockAccount(tx: Queryable, accountId: number): Promise<void> {
  await kyselyOf(tx)
    .selectFrom("accounts")
    .select("account_id")
    .where("account_id", "=", accountId)
    .forUpdate()
    .execute();
}

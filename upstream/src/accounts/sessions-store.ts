/**
 * SQL of sign-in sessions (by token hash) and single-use keys (email verification, password
 * reset).
 */
import { sql } from "kysely";
import { kyselyOf, type Queryable } from "../db/db";

// Sessions

export async function createSession(
  db: Queryable,
  s: { tokenHash: string; accountId: number; isSso: boolean; now: Date; expiresAt: Date },
): Promise<void> {
  await kyselyOf(db)
    .insertInto("sessions")
    .values({
      token_hash: s.tokenHash,
      account_id: s.accountId,
      is_sso: s.isSso ? 1 : 0,
      created_at: s.now,
      expires_at: s.expiresAt,
    })
    .execute();
}

/** The live session of a token hash (not revoked, not expired at `now`), or null. */
export async function liveSession(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<{ account_id: number; is_sso: 0 | 1 } | null> {
  const row = await kyselyOf(db)
    .selectFrom("sessions")
    .select(["account_id", sql<0 | 1>`is_sso::integer`.as("is_sso")])
    .where("token_hash", "=", tokenHash)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return row ?? null;
}

export async function revokeSession(db: Queryable, tokenHash: string, now: Date): Promise<void> {
  await kyselyOf(db)
    .updateTable("sessions")
    .set({ revoked_at: now })
    .where("token_hash", "=", tokenHash)
    .where("revoked_at", "is", null)
    .execute();
}

/**
 * Ends a live session (not revoked, not expired at `now`) and answers what it was, or null when
 * there was none: the first step of a rotation, which claims the session once even when two
 * renewals race (the loser finds it revoked).
 */
export async function claimLiveSession(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<{ account_id: number; is_sso: 0 | 1; created_at: Date; expires_at: Date } | null> {
  const row = await kyselyOf(db)
    .updateTable("sessions")
    .set({ revoked_at: now })
    .where("token_hash", "=", tokenHash)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .returning(["account_id", sql<0 | 1>`is_sso::integer`.as("is_sso"), "created_at", "expires_at"])
    .executeTakeFirst();
  return row ?? null;
}

export async function revokeAccountSessions(db: Queryable, accountId: number, now: Date) {
  await kyselyOf(db)
    .updateTable("sessions")
    .set({ revoked_at: now })
    .where("account_id", "=", accountId)
    .where("revoked_at", "is", null)
    .execute();
}

// Single-use keys

export type KeyPurpose = "verify" | "reset";

export async function createKey(
  db: Queryable,
  k: { keyHash: string; accountId: number; purpose: KeyPurpose; expiresAt: Date },
): Promise<void> {
  await kyselyOf(db)
    .insertInto("account_keys")
    .values({
      key_hash: k.keyHash,
      account_id: k.accountId,
      purpose: k.purpose,
      expires_at: k.expiresAt,
    })
    .execute();
}

/** Uses a key atomically: its account id the first time, null when unknown, used or expired. */
export async function consumeKey(
  db: Queryable,
  keyHash: string,
  purpose: KeyPurpose,
  now: Date,
): Promise<number | null> {
  const row = await kyselyOf(db)
    .updateTable("account_keys")
    .set({ used_at: now })
    .where("key_hash", "=", keyHash)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning("account_id")
    .executeTakeFirst();
  return row?.account_id ?? null;
}

// Access codes and invitations

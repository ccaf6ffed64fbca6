/**
 * Idempotent writes: a write that creates something, sent with an idempotency key (the
 * `Idempotency-Key` header), happens once. Its result is stored with the key in the write's own
 * transaction, so
 * - a retry after a timeout gets the first result (nothing is written again);
 * - concurrent duplicates are serialised by an advisory lock on the key and the later ones get
 *   the first result; the primary key (scope, owner, key) is the database's guarantee;
 * - it holds across server instances sharing one PostgreSQL database.
 * A key sent again with a different request (another fingerprint) is refused with 422
 * IDEMPOTENCY_KEY_REUSED. A write the operation does not keep (a refusal that wrote nothing) is
 * not stored: the retry is evaluated again. Keys are remembered for IDEMPOTENCY_KEY_LIFETIME_MS.
 */
import { createHash } from "node:crypto";
import { sql } from "kysely";
import { kyselyOf, type Db, type Queryable } from "../db/db";
import { HttpError } from "../http/http-error";

export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
export const INVALID_IDEMPOTENCY_KEY = "Idempotency-Key must be 8 to 64 letters, digits, - or _";
export const IDEMPOTENCY_KEY_REUSED = "IDEMPOTENCY_KEY_REUSED";
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  "This idempotency key was already used for a different request";
/** How long a key is remembered: a write sent again later than this happens anew. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** How often a running upstream forgets the expired keys (also once at start). */
export const IDEMPOTENCY_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** One write's place in the key table. */
export interface IdempotentWrite {
  /** The operation, e.g. `sign-up`. */
  scope: string;
  /** Whose key space: an account id, or "" for an anonymous write. */
  owner: string;
  /** The client's key (see idempotencyKeyOf). */
  key: string;
  /** fingerprintOf the request's identifying fields. */
  fingerprint: string;
}

/** The key of a request's `Idempotency-Key` header: null when absent or blank; 400 when malformed. */
export function idempotencyKeyOf(header: string | undefined): string | null {
  const key = (header ?? "").trim();
  if (key === "") return null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new HttpError(400, INVALID_IDEMPOTENCY_KEY);
  return key;
}

/** JSON with object keys sorted, so equal values always give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** SHA-256 (hex) of the request's identifying fields; leave secrets (passwords, tokens) out. */
export function fingerprintOf(fields: unknown): string {
  return createHash("sha256").update(canonicalJson(fields)).digest("hex");
}

/** The key-table entry of a signed-in account's keyed write, identified by `fields`. */
export function accountWrite(
  scope: string,
  accountId: number,
  key: string,
  fields: unknown,
): IdempotentWrite {
  return { scope, owner: String(accountId), key, fingerprint: fingerprintOf(fields) };
}

const expiry = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS);

/**
 * The stored result of `write`'s key, or null when the key is unknown (or expired). Throws 422
 * IDEMPOTENCY_KEY_REUSED when the key was used with another request.
 */
export async function storedResult<T>(
  db: Queryable,
  write: IdempotentWrite,
  now: Date,
): Promise<T | null> {
  const row = await kyselyOf(db)
    .selectFrom("idempotency_keys")
    .select(["fingerprint", "result"])
    .where("scope", "=", write.scope)
    .where("owner", "=", write.owner)
    .where("idempotency_key", "=", write.key)
    .where("created_at", ">=", expiry(now))
    .executeTakeFirst();
  if (row === undefined) return null;
  if (row.fingerprint !== write.fingerprint)
    throw new HttpError(422, IDEMPOTENCY_KEY_REUSED_MESSAGE, IDEMPOTENCY_KEY_REUSED);
  return row.result as T;
}

/** What an operation's transaction did: its result, and whether it is the key's answer for good. */
export interface WriteOutcome<T> {
  result: T;
  /** False for a refusal that wrote nothing: it is not stored, and a retry is evaluated again. */
  keep: boolean;
}

/**
 * Runs `run` in a transaction once per key: the first time, `run`'s result is stored with the key
 * in the same transaction (when kept); afterwards, and for a concurrent duplicate that waited
 * for it, the stored result is answered with `replayed` true and `run` is not called.
 */
export async function writeOnce<T>(
  db: Db,
  write: IdempotentWrite,
  now: Date,
  run: (tx: Queryable) => Promise<WriteOutcome<T>>,
): Promise<{ result: T; replayed: boolean }> {
  const earlier = await storedResult<T>(db, write, now);
  if (earlier !== null) return { result: earlier, replayed: true };
  return db.transaction(async (tx) => {
    const kysely = kyselyOf(tx);
    const lock = `idempotency:${write.scope}:${write.owner}:${write.key}`;
    await sql`SELECT pg_advisory_xact_lock(hashtext(${lock}))`.execute(kysely);
    const stored = await storedResult<T>(tx, write, now);
    if (stored !== null) return { result: stored, replayed: true };
    const outcome = await run(tx);
    if (outcome.keep) {
      // an expired row of the same key gives way; the others wait for purgeExpiredKeys
      await kysely
        .deleteFrom("idempotency_keys")
        .where("scope", "=", write.scope)
        .where("owner", "=", write.owner)
        .where("idempotency_key", "=", write.key)
        .where("created_at", "<", expiry(now))
        .execute();
      await kysely
        .insertInto("idempotency_keys")
        .values({
          scope: write.scope,
          owner: write.owner,
          idempotency_key: write.key,
          fingerprint: write.fingerprint,
          result: JSON.stringify(outcome.result),
          created_at: now,
        })
        .execute();
    }
    return { result: outcome.result, replayed: false };
  });
}

/** Forgets the keys older than IDEMPOTENCY_KEY_LIFETIME_MS; the number forgotten. */
export async function purgeExpiredKeys(db: Queryable, now: Date): Promise<number> {
  const rows = await kyselyOf(db)
    .deleteFrom("idempotency_keys")
    .where("created_at", "<", expiry(now))
    .returning("idempotency_key")
    .execute();
  return rows.length;
}

/**
 * Sessions: opened at sign-in, found by the Bearer token, renewed (rotated) before they expire,
 * revoked at logout or password change.
 */
import type { Db, Queryable } from "../db/db";
import { HttpError } from "../http/http-error";
import { bearerToken, hashSecretToken, newSecretToken, sessionLifetimeMs } from "./secret-token";
import { claimLiveSession, createSession, liveSession } from "./sessions-store";

export const SESSION_EXPIRED = "Session expired";

/** A new session's token (only its hash is stored) and when it expires. */
export interface OpenedSession {
  token: string;
  expiresAt: Date;
}

/** Opens a session and returns its token and expiry. */
export async function openSession(
  db: Queryable,
  accountId: number,
  options: { remember: boolean; isSso: boolean; now: Date },
): Promise<OpenedSession> {
  const token = newSecretToken();
  const expiresAt = new Date(options.now.getTime() + sessionLifetimeMs(options.remember));
  await createSession(db, {
    tokenHash: hashSecretToken(token),
    accountId,
    isSso: options.isSso,
    now: options.now,
    expiresAt,
  });
  return { token, expiresAt };
}

/** The live session of the request's Bearer token; else a 401 "Session expired". */
export async function requireSession(db: Queryable, authorization: string | undefined, now: Date) {
  const token = bearerToken(authorization);
  const session = token === null ? null : await liveSession(db, hashSecretToken(token), now);
  if (session === null) throw new HttpError(401, SESSION_EXPIRED);
  return session;
}

/** A renewed session: the new token, its expiry, and whether it is a remembered (long) one. */
export interface RenewedSession extends OpenedSession {
  remember: boolean;
}

/**
 * Renews the live session of the request's Bearer token (rotation): in one transaction the old
 * session ends and a new one opens for the same account, with a fresh lifetime of the same kind
 * (remembered or not; single sign-on or not). An unknown, expired or revoked token is a 401
 * "Session expired"; of two renewals of one token, only one succeeds.
 */
export async function renewSession(
  db: Db,
  authorization: string | undefined,
  now: Date,
): Promise<RenewedSession> {
  const token = bearerToken(authorization);
  if (token === null) throw new HttpError(401, SESSION_EXPIRED);
  const renewed = await db.transaction(async (tx) => {
    const old = await claimLiveSession(tx, hashSecretToken(token), now);
    if (old === null) return null;
    // The kind is not stored: a session longer than a plain one was a remembered one.
    const lifetime = new Date(old.expires_at).getTime() - new Date(old.created_at).getTime();
    const remember = lifetime > sessionLifetimeMs(false);
    const opened = await openSession(tx, old.account_id, {
      remember,
      isSso: old.is_sso === 1,
      now,
    });
    return { ...opened, remember };
  });
  if (renewed === null) throw new HttpError(401, SESSION_EXPIRED);
  return renewed;
}

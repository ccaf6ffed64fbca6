/** Sessions: opened at sign-in, found by the Bearer token, revoked at logout or password change. */
import type { Queryable } from "../db/db";
import { HttpError } from "../http/http-error";
import { bearerToken, hashSecretToken, newSecretToken, sessionLifetimeMs } from "./secret-token";
import { liveSession } from "./store";
import { createSession } from "./store";

export const SESSION_EXPIRED = "Session expired";

/** Opens a session and returns its token (only the token's hash is stored). */
export async function openSession(
  db: Queryable,
  accountId: number,
  options: { remember: boolean; isSso: boolean; now: Date },
): Promise<string> {
  const token = newSecretToken();
  await createSession(db, {
    tokenHash: hashSecretToken(token),
    accountId,
    isSso: options.isSso,
    now: options.now,
    expiresAt: new Date(options.now.getTime() + sessionLifetimeMs(options.remember)),
  });
  return token;
}

/** The live session of the request's Bearer token; else a 401 "Session expired". */
export async function requireSession(db: Queryable, authorization: string | undefined, now: Date) {
  const token = bearerToken(authorization);
  const session = token === null ? null : await liveSession(db, hashSecretToken(token), now);
  if (session === null) throw new HttpError(401, SESSION_EXPIRED);
  return session;
}

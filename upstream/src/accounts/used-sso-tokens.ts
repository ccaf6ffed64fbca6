/**
 * Single sign-on tokens are single-use: the first sign-in with a token records it (by SHA-256)
 * until it expires, and any later one is refused. The insert is the check, so two sign-ins with
 * one token at the same moment, on one server or several, open one session. Expired records go
 * with the upstream's periodic purge (purgeUsedSsoTokens), not on the sign-in path.
 */
import { createHash } from "node:crypto";
import { kyselyOf, type Db, type Queryable } from "../db/db";

/** How long a token without `exp` is remembered (partners' tokens normally say). */
export const SSO_TOKEN_MEMORY_MS = 24 * 60 * 60_000;

/** True when this is the token's first use (and records it); false when it was used before. */
export async function claimSsoToken(
  db: Queryable,
  token: string,
  expiresAt: Date | undefined,
  now: Date,
): Promise<boolean> {
  const sha256 = createHash("sha256").update(token).digest("hex");
  const until =
    expiresAt && expiresAt > now ? expiresAt : new Date(now.getTime() + SSO_TOKEN_MEMORY_MS);
  const claimed = await kyselyOf(db)
    .insertInto("used_sso_tokens")
    .values({ token_sha256: sha256, expires_at: until })
    .onConflict((oc) => oc.column("token_sha256").doNothing())
    .returning("token_sha256")
    .execute();
  return claimed.length === 1;
}

/** Forgets the tokens that have expired (a replay of one fails its signature check anyway). */
export async function purgeUsedSsoTokens(db: Db, now: Date): Promise<void> {
  await kyselyOf(db).deleteFrom("used_sso_tokens").where("expires_at", "<", now).execute();
}

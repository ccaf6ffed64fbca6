/** Email verification, forgotten password and password change by an emailed single-use key. */
import type { Db } from "../db/db";
import { resetMail } from "../mail/account-mails";
import { queueMail } from "../mail/store";
import { isValidPassword, MESSAGES } from "./account-rules";
import type { AccountsDeps } from "./deps";
import { hashPassword } from "./password-hash";
import { hashSecretToken, KEY_LIFETIME_MS, newSecretToken } from "./secret-token";
import { findAccountByEmail, findAccountById, markVerified, setPasswordHash } from "./store";
import { consumeKey, createKey, revokeAccountSessions } from "./sessions-store";

export const RECOVERY_MESSAGES = {
  verified: "Account verified",
  badVerifyKey: "This verification link is invalid or has expired",
  resetSent: "If an account exists for this email, a reset link has been sent",
  changed: "Password changed",
  badResetKey: "This reset link is invalid or has expired",
} as const;

type Outcome = { status: 0 | 1; message: string };

const validKey = (key: string) => /^[\w-]{16,200}$/.test(key);

export async function verifyAccount(db: Db, deps: AccountsDeps, key: string): Promise<Outcome> {
  const now = deps.now();
  const accountId = validKey(key)
    ? await consumeKey(db, hashSecretToken(key), "verify", now)
    : null;
  if (accountId === null) return { status: 0, message: RECOVERY_MESSAGES.badVerifyKey };
  await markVerified(db, accountId, now);
  return { status: 1, message: RECOVERY_MESSAGES.verified };
}

export async function forgotPassword(db: Db, deps: AccountsDeps, email: string): Promise<Outcome> {
  const account = email === "" ? null : await findAccountByEmail(db, email);
  if (account !== null) {
    const now = deps.now();
    const key = newSecretToken();
    await db.transaction(async (tx) => {
      await createKey(tx, {
        keyHash: hashSecretToken(key),
        accountId: account.account_id,
        purpose: "reset",
        expiresAt: new Date(now.getTime() + KEY_LIFETIME_MS.reset),
      });
      await queueMail(tx, resetMail(deps.siteUrl, account.email, account.first_name, key), now);
    });
  }
  return { status: 1, message: RECOVERY_MESSAGES.resetSent };
}

/**
 * Sets a new password with a reset key; every session of the account ends. The answer names the
 * account's email, so the caller can lift the account's sign-in limits.
 */
export async function changePassword(
  db: Db,
  deps: AccountsDeps,
  key: string,
  password: string,
): Promise<Outcome | (Outcome & { status: 1; email: string })> {
  if (!validKey(key)) return { status: 0, message: RECOVERY_MESSAGES.badResetKey };
  if (!isValidPassword(password)) return { status: 0, message: MESSAGES.password };
  const hash = await hashPassword(password, deps.scryptCost);
  const now = deps.now();
  const email = await db.transaction(async (tx) => {
    const accountId = await consumeKey(tx, hashSecretToken(key), "reset", now);
    if (accountId === null) return null;
    await setPasswordHash(tx, accountId, hash);
    await revokeAccountSessions(tx, accountId, now);
    // Following the emailed link proves the address.
    await markVerified(tx, accountId, now);
    return (await findAccountById(tx, accountId))?.email ?? null;
  });
  return email !== null
    ? { status: 1, message: RECOVERY_MESSAGES.changed, email }
    : { status: 0, message: RECOVERY_MESSAGES.badResetKey };
}

/**
 * Sign-in by password, by Google or Facebook token (its nonce made for the attempt, used once:
 * social-nonce.ts), and by a partner's single-sign-on token.
 */
import type { Db } from "../db/db";
import type { AccountsDeps } from "./deps";
import { dummyPasswordCheck, verifyPassword } from "./password-hash";
import { isOverlongPassword, type SignInInput } from "./payloads";
import { signInResult, type SignInResult } from "./profile";
import { openSession } from "./sessions";
import { findAccountByEmail, markVerified } from "./store";
import { checkNonce, claimNonce, NONCE_ERRORS } from "./social-nonce";
import { claimSsoToken } from "./used-sso-tokens";

export const SIGN_IN_MESSAGES = {
  success: "Login successful",
  invalid: "Invalid email address or password",
  unverified: "Please verify your email address before signing in",
  socialFailed: "Social sign-in failed",
  noSocialAccount: "No account for this social identity",
  ssoFailed: "Single sign-on failed",
  noSsoAccount: "No account for this single sign-on identity",
} as const;

export type SignInOutcome =
  { status: 1; message: string; result: SignInResult } | { status: 0; message: string; code?: 404 };

const fail = (message: string): SignInOutcome => ({ status: 0, message });

export async function signIn(
  db: Db,
  deps: AccountsDeps,
  input: SignInInput,
): Promise<SignInOutcome> {
  const social = input.googleToken !== "" || input.fbToken !== "";
  if (social) {
    const provider = input.googleToken !== "" ? "google" : "facebook";
    const identity =
      provider === "google"
        ? await deps.google(input.googleToken)
        : await deps.facebook(input.fbToken);
    if (identity === null) return fail(SIGN_IN_MESSAGES.socialFailed);
    const nonce = checkNonce(identity.nonce, input.nonceProof);
    if (!nonce.ok) {
      deps.socialRefused(provider, nonce.code, nonce.message);
      return fail(SIGN_IN_MESSAGES.socialFailed);
    }
    const account = await findAccountByEmail(db, identity.email);
    // not used up: the same token may go on to make the account (social sign-up)
    if (account === null)
      return { status: 0, message: SIGN_IN_MESSAGES.noSocialAccount, code: 404 };
    if (!(await claimNonce(db, identity.nonce!, identity.expiresAt, deps.now()))) {
      deps.socialRefused(provider, "REPLAYED", NONCE_ERRORS.REPLAYED);
      return fail(SIGN_IN_MESSAGES.socialFailed);
    }
    // The provider vouched for the email, which is what verification proves.
    if (!account.verified) await markVerified(db, account.account_id, deps.now());
    return success(db, deps, account, input.remember, false);
  }
  if (isOverlongPassword(input.password)) return fail(SIGN_IN_MESSAGES.invalid);
  const account = await findAccountByEmail(db, input.email);
  const matches =
    account?.password_hash != null
      ? await verifyPassword(input.password, account.password_hash)
      : await dummyPasswordCheck(input.password, deps.scryptCost);
  if (account === null || !matches) return fail(SIGN_IN_MESSAGES.invalid);
  if (!account.verified) return fail(SIGN_IN_MESSAGES.unverified);
  return success(db, deps, account, input.remember, false);
}

/** Single sign-on: a partner's signed token naming the email of an account. */
export async function signInWithSso(
  db: Db,
  deps: AccountsDeps,
  ssoToken: string,
): Promise<SignInOutcome> {
  const identity = ssoToken === "" ? null : await deps.sso(ssoToken);
  if (identity === null) return fail(SIGN_IN_MESSAGES.ssoFailed);
  // A token opens one session: a replayed one fails like a forged one.
  if (!(await claimSsoToken(db, ssoToken, identity.expiresAt, deps.now()))) {
    return fail(SIGN_IN_MESSAGES.ssoFailed);
  }
  const account = await findAccountByEmail(db, identity.email);
  if (account === null) return fail(SIGN_IN_MESSAGES.noSsoAccount);
  if (!account.verified) await markVerified(db, account.account_id, deps.now());
  return success(db, deps, account, false, true);
}

async function success(
  db: Db,
  deps: AccountsDeps,
  account: NonNullable<Awaited<ReturnType<typeof findAccountByEmail>>>,
  remember: boolean,
  isSso: boolean,
): Promise<SignInOutcome> {
  const session = await openSession(db, account.account_id, { remember, isSso, now: deps.now() });
  const fresh = (await findAccountByEmail(db, account.email)) ?? account;
  return { status: 1, message: SIGN_IN_MESSAGES.success, result: signInResult(fresh, session) };
}

/** Sign-up by email (unverified account, verification mail) or by social token (verified, signed in). */
import type { Db, Queryable } from "../db/db";
import { verificationMail } from "../mail/account-mails";
import { queueMail } from "../mail/store";
import { recordReferral, referralTarget } from "../referral/links-store";
import { utcDay } from "../referral/store";
import { SITE_ORG_ID } from "../site/organisation";
import { MESSAGES } from "./account-rules";
import type { AccountsDeps } from "./deps";
import { fingerprintOf, storedResult, writeOnce, type IdempotentWrite } from "../idempotency/store";
import { hashPassword } from "./password-hash";
import type { SignUpInput } from "./payloads";
import { signInResult, type SignInResult } from "./profile";
import { hashSecretToken, KEY_LIFETIME_MS, newSecretToken } from "./secret-token";
import { openSession } from "./sessions";
import { SIGN_IN_MESSAGES } from "./sign-in";
import { checkNonce, claimNonce, NONCE_ERRORS } from "./social-nonce";
import {
  accessCodeRequired,
  accessCodeUsable,
  countryIdOfCode,
  findAccountByEmail,
  findAccountById,
  findInvitation,
  insertAccount,
  nationalityExists,
  useAccessCode,
} from "./store";
import { createKey } from "./sessions-store";

export const INVALID_ACCESS_CODE = "Invalid Access Code";
export const USER_CREATED = "User Created successfully";
export const USER_ALREADY_CREATED = "USER_ALREADY_CREATED";

export type SignUpOutcome =
  | {
      status: 1;
      data: { code: 200; resp: string; isProfileCreated: true };
      result?: SignInResult;
    }
  | { status: 1; data: { code: 201; resp: string; isProfileCreated: false } }
  | { status: 0; data: { code: 400; resp: string } };

const refused = (resp: string): SignUpOutcome => ({ status: 0, data: { code: 400, resp } });
const alreadyCreated: SignUpOutcome = {
  status: 1,
  data: { code: 201, resp: USER_ALREADY_CREATED, isProfileCreated: false },
};

/** Which code admits the sign-up: "access" (counts a use), "invitation", "none", or invalid. */
export async function admittingCode(
  db: Queryable,
  codes: { accessCode: string; masterCode: string },
  now: Date,
): Promise<"access" | "invitation" | "none" | "invalid"> {
  if (codes.accessCode === "" && codes.masterCode === "") return "none";
  if (codes.accessCode !== "" && (await accessCodeUsable(db, codes.accessCode, now)))
    return "access";
  if ((await findInvitation(db, codes.masterCode)) !== null) return "invitation";
  return "invalid";
}

class AccessCodeUsedUp extends Error {}
/** The social token already made an account or opened a session (social-nonce.ts). */
class NonceUsedUp extends Error {}

/** The idempotency scope of sign-ups (see idempotency/store.ts); sign-ups are anonymous: owner "". */
export const SIGN_UP_SCOPE = "sign-up";

/** What a sign-up keeps with its key: the account it created (never a token or password). */
interface StoredSignUp {
  accountId: number;
}

/** The key-table entry of a keyed sign-up: identified by everything sent but the secrets. */
function signUpWrite(input: SignUpInput, key: string): IdempotentWrite {
  const { password: _password, googleToken, fbToken, ...identifying } = input;
  return {
    scope: SIGN_UP_SCOPE,
    owner: "",
    key,
    fingerprint: fingerprintOf({ ...identifying, social: googleToken !== "" || fbToken !== "" }),
  };
}

/** The answer to a sign-up that created `accountId`: a social one is signed in (a new session). */
async function createdAnswer(
  db: Db,
  accountId: number,
  social: boolean,
  now: Date,
): Promise<SignUpOutcome> {
  const outcome: SignUpOutcome = {
    status: 1,
    data: { code: 200, resp: USER_CREATED, isProfileCreated: true },
  };
  if (!social) return outcome;
  const session = await openSession(db, accountId, { remember: false, isSso: false, now });
  const account = await findAccountById(db, accountId);
  return account === null ? outcome : { ...outcome, result: signInResult(account, session) };
}

/**
 * Signs up. With an idempotency key the account is created once per key: a retry (after a
 * timeout) or a concurrent duplicate gets the first answer (a social one with a session of its
 * own) instead of USER_ALREADY_CREATED; refusals are not kept with the key.
 */
export async function signUp(
  db: Db,
  deps: AccountsDeps,
  input: SignUpInput,
  idempotencyKey: string | null = null,
): Promise<SignUpOutcome> {
  const now = deps.now();
  const social = input.googleToken !== "" || input.fbToken !== "";
  let { email, firstName, lastName } = input;
  const provider = input.googleToken !== "" ? "google" : "facebook";
  let usedNonce: { nonce: string; expiresAt: Date | undefined } | null = null;
  if (social) {
    // verified before any replay: a key alone never opens a session
    const identity =
      provider === "google"
        ? await deps.google(input.googleToken)
        : await deps.facebook(input.fbToken);
    if (identity === null) return refused(SIGN_IN_MESSAGES.socialFailed);
    // the nonce made for this attempt; used up with the account (a retry with the same
    // idempotency key gets the first answer before that)
    const nonce = checkNonce(identity.nonce, input.nonceProof);
    if (!nonce.ok) {
      deps.socialRefused(provider, nonce.code, nonce.message);
      return refused(SIGN_IN_MESSAGES.socialFailed);
    }
    usedNonce = { nonce: identity.nonce!, expiresAt: identity.expiresAt };
    email = identity.email;
    firstName ||= identity.firstName;
    lastName ||= identity.lastName;
  }
  const keyed = idempotencyKey === null ? null : signUpWrite({ ...input, email }, idempotencyKey);
  const replay = async (): Promise<SignUpOutcome | null> => {
    const stored = keyed && (await storedResult<StoredSignUp>(db, keyed, now));
    return stored ? createdAnswer(db, stored.accountId, social, now) : null;
  };
  const earlier = await replay();
  if (earlier !== null) return earlier;
  if (!(await nationalityExists(db, input.nationalityId))) return refused(MESSAGES.nationality);
  const admission = await admittingCode(db, input, now);
  if (admission === "invalid") return refused(INVALID_ACCESS_CODE);
  if (admission === "none" && !social && (await accessCodeRequired(db, SITE_ORG_ID)))
    return refused(MESSAGES.accessCode);
  // the account and its key commit together: an account made by this key has its key stored
  if ((await findAccountByEmail(db, email)) !== null) return (await replay()) ?? alreadyCreated;

  const passwordHash = social ? null : await hashPassword(input.password, deps.scryptCost);
  const referral = await referralTarget(db, SITE_ORG_ID, input.referralCode, utcDay(now));
  const countryId = (await countryIdOfCode(db, input.countryCode)) ?? 235;
  const verifyKey = newSecretToken();
  const createAccount = async (tx: Queryable): Promise<number | null> => {
    const accountId = await insertAccount(tx, {
      email,
      passwordHash,
      title: input.title,
      firstName,
      lastName,
      nationalityId: input.nationalityId,
      countryId,
      language: input.language,
      accessCode: admission === "access" ? input.accessCode : input.masterCode || null,
      phoneCountryCode: input.mobileCountryCode || null,
      mobileNo: input.mobileNo || null,
      isPromotion: input.isPromotionVisited ? 1 : 0,
      referredBy: referral?.referrerId ?? null,
      referralOrg: input.referralOrg,
      tripId: input.tripId,
      verifiedAt: social ? now : null,
      createdAt: now,
      canBook: deps.newMembersCanBook,
    });
    if (accountId === null) return null;
    if (usedNonce && !(await claimNonce(tx, usedNonce.nonce, usedNonce.expiresAt, now)))
      throw new NonceUsedUp();
    if (referral?.campaignId != null) {
      // the referrer sees the sign-up in their credits: PENDING until the email is proved
      await recordReferral(tx, {
        campaignId: referral.campaignId,
        referrerId: referral.referrerId,
        account: { id: accountId, firstName, lastName, email },
        status: social ? "JOINED" : "PENDING",
        now,
      });
    }
    if (admission === "access" && !(await useAccessCode(tx, input.accessCode, now)))
      throw new AccessCodeUsedUp();
    if (!social) {
      await createKey(tx, {
        keyHash: hashSecretToken(verifyKey),
        accountId,
        purpose: "verify",
        expiresAt: new Date(now.getTime() + KEY_LIFETIME_MS.verify),
      });
      await queueMail(tx, verificationMail(deps.siteUrl, email, firstName, verifyKey), now);
    }
    return accountId;
  };
  try {
    const created =
      keyed === null
        ? await db.transaction(createAccount)
        : ((
            await writeOnce<StoredSignUp | null>(db, keyed, now, async (tx) => {
              const accountId = await createAccount(tx);
              return {
                result: accountId === null ? null : { accountId },
                keep: accountId !== null,
              };
            })
          ).result?.accountId ?? null);
    if (created === null) return alreadyCreated;
    return await createdAnswer(db, created, social, now);
  } catch (error) {
    if (error instanceof AccessCodeUsedUp) return refused(INVALID_ACCESS_CODE);
    if (error instanceof NonceUsedUp) {
      deps.socialRefused(provider, "REPLAYED", NONCE_ERRORS.REPLAYED);
      return refused(SIGN_IN_MESSAGES.socialFailed);
    }
    throw error;
  }
}

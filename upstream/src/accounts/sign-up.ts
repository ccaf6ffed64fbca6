/** Sign-up by email (unverified account, verification mail) or by social token (verified, signed in). */
import type { Db, Queryable } from "../db/db";
import { verificationMail } from "../mail/account-mails";
import { queueMail } from "../mail/store";
import { SITE_ORG_ID } from "../site/organisation";
import { MESSAGES } from "./account-rules";
import type { AccountsDeps } from "./deps";
import { hashPassword } from "./password-hash";
import type { SignUpInput } from "./payloads";
import { signInResult, type SignInResult } from "./profile";
import { hashSecretToken, KEY_LIFETIME_MS, newSecretToken } from "./secret-token";
import { openSession } from "./sessions";
import { SIGN_IN_MESSAGES } from "./sign-in";
import {
  accessCodeRequired,
  accessCodeUsable,
  countryIdOfCode,
  createKey,
  findAccountByEmail,
  findAccountById,
  findInvitation,
  insertAccount,
  nationalityExists,
  referrerOf,
  useAccessCode,
} from "./store";

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

export async function signUp(
  db: Db,
  deps: AccountsDeps,
  input: SignUpInput,
): Promise<SignUpOutcome> {
  const now = deps.now();
  const social = input.googleToken !== "" || input.fbToken !== "";
  let { email, firstName, lastName } = input;
  if (social) {
    const identity =
      input.googleToken !== ""
        ? await deps.google(input.googleToken)
        : await deps.facebook(input.fbToken);
    if (identity === null) return refused(SIGN_IN_MESSAGES.socialFailed);
    email = identity.email;
    firstName ||= identity.firstName;
    lastName ||= identity.lastName;
  }
  if (!(await nationalityExists(db, input.nationalityId))) return refused(MESSAGES.nationality);
  const admission = await admittingCode(db, input, now);
  if (admission === "invalid") return refused(INVALID_ACCESS_CODE);
  if (admission === "none" && !social && (await accessCodeRequired(db, SITE_ORG_ID)))
    return refused(MESSAGES.accessCode);
  if ((await findAccountByEmail(db, email)) !== null) return alreadyCreated;

  const passwordHash = social ? null : await hashPassword(input.password, deps.scryptCost);
  const referredBy = await referrerOf(db, input.referralCode);
  const countryId = (await countryIdOfCode(db, input.countryCode)) ?? 235;
  const verifyKey = newSecretToken();
  try {
    const created = await db.transaction(async (tx) => {
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
        referredBy,
        referralOrg: input.referralOrg,
        tripId: input.tripId,
        verifiedAt: social ? now : null,
        createdAt: now,
      });
      if (accountId === null) return null;
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
    });
    if (created === null) return alreadyCreated;
    const outcome: SignUpOutcome = {
      status: 1,
      data: { code: 200, resp: USER_CREATED, isProfileCreated: true },
    };
    if (!social) return outcome;
    const token = await openSession(db, created, { remember: false, isSso: false, now });
    const account = await findAccountById(db, created);
    return account === null ? outcome : { ...outcome, result: signInResult(account, token) };
  } catch (error) {
    if (error instanceof AccessCodeUsedUp) return refused(INVALID_ACCESS_CODE);
    throw error;
  }
}

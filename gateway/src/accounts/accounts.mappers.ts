/** Upstream REST shapes of the accounts contract (answers from the contract) and their readings. */
import type { components } from "@travel/schema/rest";
import type { UpstreamUserType } from "./account-rules";

/** POST /api/signIn (and /api/auth/signIn, social sign-up) → result. */
export type SignInResult = components["schemas"]["SignInResult"];

/** A sign-in answer: the result, or the upstream's refusal. */
export type SignInResponse =
  { ok: true; result: SignInResult } | { ok: false; message: string | null; code: number | null };

/** POST /api/auth/refresh → the renewed session (the old token is revoked). */
export interface RenewedSession {
  token: string;
  /** ISO 8601 (UTC). */
  expiresAt: string;
  /** A remembered (30-day) session: its cookie is kept as long. */
  remember: boolean;
}

/**
 * The session's profile as the gateway reads it: POST /api/auth/checkLogin → result (the
 * contract's, which must stay assignable to it), or one made from a sign-in's result (viewer.ts).
 */
export interface LoginProfile {
  userId: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  type: UpstreamUserType;
  role: string;
  can_user_book: 0 | 1;
  subscription_details: {
    plan_status: string | null;
    access_code: string | null;
    phone_country_code: string | null;
  };
  country: number | null;
  credit_limit: number | null;
  display_price: 0 | 1;
  currency_code: string | null;
  language: string | null;
  nationality: number | null;
  referral: { first_name: string | null; last_name: string | null } | null;
}

/** A valid session's login check. */
export interface LoginCheck {
  profile: LoginProfile;
  isSso: boolean;
  sessionOutUrl: string | null;
}

/** POST /api/signUp/checkAccountForExists → data. */
export interface AccountExistence {
  code: number;
  resp: string | null;
}

/** POST /api/signUp/validateAccessCode → data. */
export interface AccessCodeCheck {
  valid: boolean;
  resp: string | null;
}

/** POST /api/signUp → status and data (+ result for a social sign-up). */
export interface SignUpResult {
  status: number;
  code: number;
  resp: string;
  isProfileCreated: boolean;
  result: SignInResult | null;
}

/** verifyAccount, changePassword, forgotPassword: `{ status, message }`. */
export interface StatusMessage {
  ok: boolean;
  message: string | null;
}

/** POST /api/auth/changePassword: the account's email when the password was changed. */
export interface PasswordChange extends StatusMessage {
  email: string | null;
}

/** GET /api/signUp/invitation → data. */
export type InvitationData = components["schemas"]["Invitation"];

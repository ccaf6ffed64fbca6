/** Typed client of the upstream accounts endpoints (sign-in, sign-up, session, activity). */
import type { UpstreamCallMeta, UpstreamHttp } from "../upstream/http";
import {
  decodeAccessCodeCheck,
  decodeAccountExistence,
  decodeAcknowledged,
  decodeInvitation,
  decodeLoginCheck,
  decodeSignIn,
  decodeSignUp,
  decodePasswordChange,
  decodeStatusMessage,
} from "./accounts.decoders";
import type {
  AccessCodeCheck,
  AccountExistence,
  InvitationData,
  LoginCheck,
  SignInResponse,
  SignUpResult,
  PasswordChange,
  StatusMessage,
} from "./accounts.mappers";

export const ACCOUNTS_PATHS = {
  signIn: "/api/signIn",
  ssoSignIn: "/api/auth/signIn",
  checkLogin: "/api/auth/checkLogin",
  checkAccountForExists: "/api/signUp/checkAccountForExists",
  validateAccessCode: "/api/signUp/validateAccessCode",
  signUp: "/api/signUp",
  verifyAccount: "/api/signUp/verifyAccount",
  forgotPassword: "/api/auth/forgotPassword",
  changePassword: "/api/auth/changePassword",
  invitation: "/api/signUp/invitation",
  logout: "/api/iqps/logout",
  userActivity: "/api/iqps/user-fqs",
} as const;

/** Spec §3 jsonSign. */
export interface JsonSign {
  usr_type: 1 | 2;
  email_id: string;
  password: string;
  googletoken: string;
  fbtoken: string;
  site_url: string;
  accesscode: string;
  isPasswordAttempt: boolean;
  remember: boolean;
  promotions: { isPromotionVisited: boolean };
  userdetails: { usr_email_id: string; first_name: string; last_name: string; mastercode: string };
}

/** Spec §3 jsonRegister (sign-up). */
export interface JsonRegister {
  accesscode: string;
  email_id: string;
  password: string;
  googletoken: string;
  fbtoken: string;
  nationality: number;
  site_url: string;
  mastercode: string;
  language: string;
  title: string;
  site_id: number;
  client_ip_address: string;
  true_client_ip: string;
  trip_id: string;
  referral_code: string;
  referral_org: string;
  promotions: { isPromotionVisited: boolean };
  userdetails: {
    email_id: string;
    first_name: string;
    last_name: string;
    country_code: string;
    mobile_no: string;
    mobile_country_code: string;
  };
}

export interface UserActivity {
  userId: number;
  ip: string;
  action: "login" | "logout" | "booking";
}

export interface AccountsClient {
  signIn(meta: UpstreamCallMeta, jsonSign: JsonSign, navAgent: string): Promise<SignInResponse>;
  ssoSignIn(
    meta: UpstreamCallMeta,
    ssoToken: string,
    ipAddress: string,
    navAgent: string,
  ): Promise<SignInResponse>;
  /** The session's profile, or null when the token is invalid, expired or revoked. */
  checkLogin(meta: UpstreamCallMeta, token: string): Promise<LoginCheck | null>;
  checkAccountForExists(meta: UpstreamCallMeta, email: string): Promise<AccountExistence>;
  validateAccessCode(
    meta: UpstreamCallMeta,
    check: { accesscode: string; mastercode: string; email_id: string },
  ): Promise<AccessCodeCheck>;
  /** Creates the account once per `idempotencyKey` (a retry answers the first result). */
  signUp(
    meta: UpstreamCallMeta,
    jsonRegister: JsonRegister,
    idempotencyKey: string,
  ): Promise<SignUpResult>;
  verifyAccount(meta: UpstreamCallMeta, key: string): Promise<StatusMessage>;
  forgotPassword(meta: UpstreamCallMeta, email: string): Promise<StatusMessage>;
  changePassword(meta: UpstreamCallMeta, key: string, password: string): Promise<PasswordChange>;
  /** The invitation behind a master code, or null when unknown. */
  invitation(meta: UpstreamCallMeta, masterCode: string): Promise<InvitationData | null>;
  logout(meta: UpstreamCallMeta, token: string): Promise<true>;
  userActivity(meta: UpstreamCallMeta, activity: UserActivity): Promise<true>;
}

/** Refusals come as `{ status: 0, message }`, possibly with a 4xx status: decode them. */
const ANSWERS = { decodeClientErrors: true } as const;

export interface AccountsClientOptions {
  /**
   * Time limit of the calls that hash a password (sign-in, sign-up, password change), in
   * milliseconds (UPSTREAM_PASSWORD_TIMEOUT_MS); default: the upstream helper's.
   */
  passwordTimeoutMs?: number;
}

export function createAccountsClient(
  http: UpstreamHttp,
  options: AccountsClientOptions = {},
): AccountsClient {
  const P = ACCOUNTS_PATHS;
  const HASHING =
    options.passwordTimeoutMs === undefined
      ? ANSWERS
      : { ...ANSWERS, timeoutMs: options.passwordTimeoutMs };
  return {
    signIn: (meta, jsonSign, navAgent) =>
      http.post(P.signIn, { jsonSign, navAgent }, meta, decodeSignIn, HASHING),
    ssoSignIn: (meta, sso_token, ipAddress, navAgent) =>
      http.post(
        P.ssoSignIn,
        { jsonSingIn: { sso_token }, ipAddress, navAgent },
        meta,
        decodeSignIn,
        ANSWERS,
      ),
    checkLogin: (meta, token) =>
      http.post(P.checkLogin, {}, meta, decodeLoginCheck, {
        ...ANSWERS,
        bearer: token,
        // only reads the session: safe to retry after a reset
        idempotent: true,
      }),
    checkAccountForExists: (meta, email_id) =>
      http.post(P.checkAccountForExists, { jsonSigUp: { email_id } }, meta, decodeAccountExistence),
    validateAccessCode: (meta, jsonRegister) =>
      http.post(P.validateAccessCode, { jsonRegister }, meta, decodeAccessCodeCheck, ANSWERS),
    signUp: (meta, jsonRegister, idempotencyKey) =>
      http.post(P.signUp, { jsonRegister }, meta, decodeSignUp, { ...HASHING, idempotencyKey }),
    verifyAccount: (meta, key) =>
      http.post(P.verifyAccount, { key }, meta, decodeStatusMessage, ANSWERS),
    forgotPassword: (meta, email_id) =>
      http.post(P.forgotPassword, { email_id }, meta, decodeStatusMessage, ANSWERS),
    changePassword: (meta, key, password) =>
      http.post(P.changePassword, { key, password }, meta, decodePasswordChange, HASHING),
    invitation: (meta, masterCode) =>
      http.get(
        `${P.invitation}?${new URLSearchParams({ mastercode: masterCode }).toString()}`,
        meta,
        decodeInvitation,
        ANSWERS,
      ),
    logout: (meta, token) => http.post(P.logout, {}, meta, decodeAcknowledged, { bearer: token }),
    userActivity: (meta, activity) => http.post(P.userActivity, activity, meta, decodeAcknowledged),
  };
}

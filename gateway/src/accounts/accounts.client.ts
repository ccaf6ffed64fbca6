/** Typed client of the upstream accounts endpoints (sign-in, sign-up, session, activity). */
import type { components } from "@travel/schema/rest";
import { contractDecoder } from "../upstream/contract";
import type { UpstreamCallMeta, UpstreamHttp } from "../upstream/http";
import type {
  AccessCodeCheck,
  AccountExistence,
  InvitationData,
  LoginCheck,
  SignInResponse,
  SignInResult,
  SignUpResult,
  PasswordChange,
  RenewedSession,
  StatusMessage,
} from "./accounts.mappers";

export const ACCOUNTS_PATHS = {
  signIn: "/api/signIn",
  ssoSignIn: "/api/auth/signIn",
  checkLogin: "/api/auth/checkLogin",
  refreshSession: "/api/auth/refresh",
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

/*
 * Decoders of the accounts answers. Refusals (`status: 0`, in a 200 or a documented 4xx) are
 * answers, not failures: they decode to `ok: false` (or null) values; only answers outside the
 * contract fail.
 */
const signInAnswer = (
  body: { status: 1; result: SignInResult } | { status: 0; message: string; code?: number },
): SignInResponse =>
  body.status === 1
    ? { ok: true, result: body.result }
    : { ok: false, message: body.message, code: body.code ?? null };

const decodeSignIn = contractDecoder("post", ACCOUNTS_PATHS.signIn, signInAnswer, [200, 400]);
const decodeSsoSignIn = contractDecoder("post", ACCOUNTS_PATHS.ssoSignIn, signInAnswer, [200, 400]);

/** The login check, or null when the session is not valid (status 0, e.g. a 401 body). */
const decodeLoginCheck = contractDecoder(
  "post",
  ACCOUNTS_PATHS.checkLogin,
  (body): LoginCheck | null =>
    body.status === 1
      ? {
          profile: body.result,
          isSso: body.message.ssocheck.is_sso === 1,
          sessionOutUrl: body.session_out_url,
        }
      : null,
  [200, 400, 401],
);

/** The renewed session, or null when there was no live session to renew (the 401). */
const decodeRefreshSession = contractDecoder(
  "post",
  ACCOUNTS_PATHS.refreshSession,
  (body): RenewedSession | null =>
    body.status === 1
      ? {
          token: body.result.token,
          expiresAt: body.result.expires_at,
          remember: body.result.remember,
        }
      : null,
  [200, 400, 401],
);

const decodeAccountExistence = contractDecoder(
  "post",
  ACCOUNTS_PATHS.checkAccountForExists,
  (body): AccountExistence => ({ code: body.data.data.code, resp: body.data.resp }),
);

const decodeAccessCodeCheck = contractDecoder(
  "post",
  ACCOUNTS_PATHS.validateAccessCode,
  (body): AccessCodeCheck => ({ valid: body.data.data.status === 1, resp: body.data.resp }),
);

const decodeSignUp = contractDecoder("post", ACCOUNTS_PATHS.signUp, (body): SignUpResult => ({
  status: body.status,
  code: body.data.code,
  resp: body.data.resp,
  isProfileCreated: "isProfileCreated" in body.data && body.data.isProfileCreated,
  result: "result" in body ? (body.result ?? null) : null,
}));

const statusMessage = (body: { status: 0 | 1; message: string }): StatusMessage => ({
  ok: body.status === 1,
  message: body.message,
});
const decodeVerifyAccount = contractDecoder(
  "post",
  ACCOUNTS_PATHS.verifyAccount,
  statusMessage,
  [200, 400],
);
const decodeForgotPassword = contractDecoder(
  "post",
  ACCOUNTS_PATHS.forgotPassword,
  statusMessage,
  [200, 400],
);

/** A status message that names the account's email when the password was changed. */
const decodePasswordChange = contractDecoder(
  "post",
  ACCOUNTS_PATHS.changePassword,
  (body): PasswordChange => ({
    ...statusMessage(body),
    email: "email" in body ? body.email : null,
  }),
  [200, 400],
);

/** The invitation, or null when unknown (the 404 answer). */
const decodeInvitation = contractDecoder(
  "get",
  ACCOUNTS_PATHS.invitation,
  (body): InvitationData | null => (body.status === 1 ? body.data : null),
  [200, 404],
);

/** Any `{ status: 1 }` answer. */
const decodeLogout = contractDecoder("post", ACCOUNTS_PATHS.logout, () => true as const);
const decodeUserActivity = contractDecoder(
  "post",
  ACCOUNTS_PATHS.userActivity,
  () => true as const,
);

/**
 * A request object as the gateway sends it: every field of the contract's, but `state` and
 * `nonce_secret`, which only a social attempt carries.
 */
type SentRequest<T> = Required<Omit<T, "state" | "nonce_secret">> &
  Pick<T, Extract<keyof T, "state" | "nonce_secret">>;

/** Spec §3 jsonSign (the contract's SignInRequest). */
export type JsonSign = SentRequest<NonNullable<components["schemas"]["SignInRequest"]["jsonSign"]>>;

/** Spec §3 jsonRegister (sign-up; the contract's SignUpRequest). */
export type JsonRegister = SentRequest<
  NonNullable<components["schemas"]["SignUpRequest"]["jsonRegister"]>
>;

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
  /**
   * Renews the session (the old token is revoked, a new one issued with a fresh lifetime of the
   * same kind); null when the token is invalid, expired or revoked.
   */
  refreshSession(meta: UpstreamCallMeta, token: string): Promise<RenewedSession | null>;
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
        decodeSsoSignIn,
        ANSWERS,
      ),
    checkLogin: (meta, token) =>
      http.post(P.checkLogin, {}, meta, decodeLoginCheck, {
        ...ANSWERS,
        bearer: token,
        // only reads the session: safe to retry after a reset
        idempotent: true,
      }),
    // not idempotent: a retry after a lost answer would find the old token revoked
    refreshSession: (meta, token) =>
      http.post(P.refreshSession, {}, meta, decodeRefreshSession, { ...ANSWERS, bearer: token }),
    checkAccountForExists: (meta, email_id) =>
      http.post(P.checkAccountForExists, { jsonSigUp: { email_id } }, meta, decodeAccountExistence),
    validateAccessCode: (meta, jsonRegister) =>
      http.post(P.validateAccessCode, { jsonRegister }, meta, decodeAccessCodeCheck, ANSWERS),
    signUp: (meta, jsonRegister, idempotencyKey) =>
      http.post(P.signUp, { jsonRegister }, meta, decodeSignUp, { ...HASHING, idempotencyKey }),
    verifyAccount: (meta, key) =>
      http.post(P.verifyAccount, { key }, meta, decodeVerifyAccount, ANSWERS),
    forgotPassword: (meta, email_id) =>
      http.post(P.forgotPassword, { email_id }, meta, decodeForgotPassword, ANSWERS),
    changePassword: (meta, key, password) =>
      http.post(P.changePassword, { key, password }, meta, decodePasswordChange, HASHING),
    invitation: (meta, masterCode) =>
      http.get(
        `${P.invitation}?${new URLSearchParams({ mastercode: masterCode }).toString()}`,
        meta,
        decodeInvitation,
        ANSWERS,
      ),
    logout: (meta, token) => http.post(P.logout, {}, meta, decodeLogout, { bearer: token }),
    userActivity: (meta, activity) => http.post(P.userActivity, activity, meta, decodeUserActivity),
  };
}

/**
 * Session transport: where the session token comes from (Authorization: Bearer first, else the
 * `session` cookie) and how a browser's cookie is set and cleared.
 */
import type { CookieOptions, Request, Response } from "express";

export const SESSION_COOKIE = "session";
/** "Remember me" keeps the cookie for 30 days; otherwise it is a browser-session cookie. */
export const REMEMBER_ME_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Longest token accepted from a client. */
const MAX_TOKEN_LENGTH = 4096;
const TOKEN = /^[\x21-\x7e]+$/;

export type SessionSource = "bearer" | "cookie";

export interface SessionToken {
  token: string;
  source: SessionSource;
}

function saneToken(value: unknown): string | undefined {
  return typeof value === "string" && value.length <= MAX_TOKEN_LENGTH && TOKEN.test(value)
    ? value
    : undefined;
}

/** The request's session token: `Authorization: Bearer <token>` first, else the cookie. */
export function sessionTokenFrom(
  authorization: string | undefined,
  cookies: unknown,
): SessionToken | null {
  const bearer = saneToken(/^Bearer +(\S+)$/i.exec(authorization?.trim() ?? "")?.[1]);
  if (bearer) return { token: bearer, source: "bearer" };
  const jar =
    typeof cookies === "object" && cookies !== null ? (cookies as Record<string, unknown>) : {};
  const fromCookie = saneToken(jar[SESSION_COOKIE]);
  return fromCookie ? { token: fromCookie, source: "cookie" } : null;
}

/** Flags of the session cookie: httpOnly, SameSite=Lax, Path=/, Secure over https. */
export function sessionCookieOptions(secure: boolean, rememberMe: boolean): CookieOptions {
  return {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure,
    ...(rememberMe ? { maxAge: REMEMBER_ME_MAX_AGE_MS } : {}),
  };
}

/** Names of the visitor's preference cookies (spec §3), the same the web app's pickers write. */
export const PREFERENCE_COOKIES = { currencyCode: "currency_code", language: "language" } as const;
/** The cookie the visitor's country is kept in (spec §3), written on a first visit with the currency. */
export const COUNTRY_COOKIE = "country";
/** One year, as the web app's pickers keep a choice. */
export const PREFERENCE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Flags of the preference cookies: readable by the page (not httpOnly, the pickers rewrite
 * them), SameSite=Lax, Path=/, a year, Secure over https.
 */
export function preferenceCookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: false, sameSite: "lax", path: "/", secure, maxAge: PREFERENCE_MAX_AGE_MS };
}

/** The stored currency and language to hand to the browser (a null one is left as it is). */
export interface PreferenceCookies {
  currencyCode: string | null;
  language: string | null;
}

/** Cookies that live and die with a browser's session (spec §3 stored state). */
export const ACCOUNT_COOKIES = { organisation: "org_id", userData: "user_data" } as const;

/**
 * What the `user_data` cookie holds: only what the page shows before (or without) the login
 * check: the first name on the account button and whether the user is an agent. It is no
 * credential: the gateway never reads it, the session cookie alone says who is signed in.
 */
export interface UserDataCookie {
  firstName: string | null;
  userType: "AGENT" | "TRAVELLER";
}

/** Set at sign-in beside the session cookie, with its lifetime. */
export interface AccountCookies {
  /** The organisation's id from the site configuration (`org_id`); null: not known, not set. */
  orgId: string | null;
  userData: UserDataCookie;
  rememberMe: boolean;
}

/**
 * Flags of the `org_id` and `user_data` cookies: the session cookie's lifetime, SameSite=Lax,
 * Path=/, Secure over https. `org_id` is httpOnly (only the gateway reads it, to build the
 * all-inclusive link); `user_data` is readable by the page, which shows the name from it.
 */
export function accountCookieOptions(
  secure: boolean,
  rememberMe: boolean,
  readableByPage: boolean,
): CookieOptions {
  return { ...sessionCookieOptions(secure, rememberMe), httpOnly: !readableByPage };
}

/** The request's session, and the cookie operations of its response. */
export interface SessionTransport {
  /** Token of the request, when any. */
  current: SessionToken | null;
  setSessionCookie(token: string, rememberMe: boolean): void;
  /** Sets `org_id` and `user_data` (a browser's sign-in). */
  setAccountCookies(cookies: AccountCookies): void;
  /** Clears the session cookie and, with it, `org_id` and `user_data`. */
  clearSessionCookie(): void;
  /** Sets the `currency_code` and `language` cookies (non-null values only). */
  setPreferenceCookies(preferences: PreferenceCookies): void;
}

/** Built per request in the context function (Apollo has no other access to the response). */
export function createSessionTransport(req: Request, res: Response): SessionTransport {
  return {
    current: sessionTokenFrom(req.headers.authorization, req.cookies),
    setSessionCookie: (token, rememberMe) =>
      res.cookie(SESSION_COOKIE, token, sessionCookieOptions(req.secure, rememberMe)),
    setAccountCookies: ({ orgId, userData, rememberMe }) => {
      if (orgId !== null) {
        const options = accountCookieOptions(req.secure, rememberMe, false);
        res.cookie(ACCOUNT_COOKIES.organisation, orgId, options);
      }
      res.cookie(
        ACCOUNT_COOKIES.userData,
        JSON.stringify(userData),
        accountCookieOptions(req.secure, rememberMe, true),
      );
    },
    clearSessionCookie: () => {
      const { maxAge: _maxAge, ...options } = sessionCookieOptions(req.secure, false);
      res.clearCookie(SESSION_COOKIE, options);
      res.clearCookie(ACCOUNT_COOKIES.organisation, options);
      res.clearCookie(ACCOUNT_COOKIES.userData, { ...options, httpOnly: false });
    },
    setPreferenceCookies: (preferences) => {
      for (const key of ["currencyCode", "language"] as const) {
        const value = preferences[key];
        if (value) res.cookie(PREFERENCE_COOKIES[key], value, preferenceCookieOptions(req.secure));
      }
    },
  };
}

/** No token and no response (executeOperation in tests). */
export const NO_SESSION: SessionTransport = {
  current: null,
  setSessionCookie: () => undefined,
  setAccountCookies: () => undefined,
  clearSessionCookie: () => undefined,
  setPreferenceCookies: () => undefined,
};

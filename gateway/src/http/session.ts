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

/** The request's session, and the cookie operations of its response. */
export interface SessionTransport {
  /** Token of the request, when any. */
  current: SessionToken | null;
  setSessionCookie(token: string, rememberMe: boolean): void;
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
    clearSessionCookie: () => {
      const { maxAge: _maxAge, ...options } = sessionCookieOptions(req.secure, false);
      res.clearCookie(SESSION_COOKIE, options);
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
  clearSessionCookie: () => undefined,
  setPreferenceCookies: () => undefined,
};

/** Reading and writing the browser cookies the app stores (language, currency_code…). */

/** One year in seconds: how long a stored preference lasts. */
export const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

export interface CookieOptions {
  /** Lifetime in seconds. */
  maxAge: number;
  path: string;
  sameSite: "Lax" | "Strict" | "None";
}

const preferenceCookie: CookieOptions = { maxAge: ONE_YEAR_SECONDS, path: "/", sameSite: "Lax" };

/** The `document.cookie` assignment string for one cookie; the value is URI-encoded. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  return `${name}=${encodeURIComponent(value)}; path=${options.path}; max-age=${options.maxAge}; SameSite=${options.sameSite}`;
}

/** The value of one cookie in a `document.cookie` string, or null when it is absent. */
export function parseCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** Stores a visitor preference for a year on the whole site. */
export function writePreferenceCookie(name: string, value: string): void {
  document.cookie = serializeCookie(name, value, preferenceCookie);
}

/** The value of a cookie of this page, or null. */
export function readCookie(name: string): string | null {
  return typeof document === "undefined" ? null : parseCookie(document.cookie, name);
}

/**
 * The `redirect` of a referral link (spec §9): where the referred person lands after sign-up. Only
 * a path on this site is honoured; anything that could leave it is refused. Browser-safe.
 */

/** Longest redirect honoured (as the link builder's limit). */
export const REDIRECT_MAX_LENGTH = 2048;

/** Why a redirect is refused, or null when it is an on-site path. */
export type RedirectProblem = "EMPTY" | "TOO_LONG" | "NOT_A_PATH";

/**
 * Checks a redirect: it must be a path of this site — starting with one `/` followed by
 * something other than `/` or `\` — with no backslash, no whitespace or control character (a
 * browser drops tabs and newlines, so `/\t/evil.test` would become `//evil.test`) and no
 * encoded slash or backslash right after the first `/`. Absolute URLs (`https://x`,
 * `javascript:`), protocol-relative `//x` and relative paths are refused.
 */
export function redirectProblem(raw: string): RedirectProblem | null {
  if (raw === "") return "EMPTY";
  if (raw.length > REDIRECT_MAX_LENGTH) return "TOO_LONG";
  if (!raw.startsWith("/")) return "NOT_A_PATH";
  if (/[\\\s\p{Cc}\p{Cf}]/u.test(raw)) return "NOT_A_PATH";
  if (/^\/(?:\/|%2f|%5c)/i.test(raw)) return "NOT_A_PATH";
  // what the browser would make of it must stay on the site, on the same path
  const base = "https://site.invalid";
  if (!URL.canParse(raw, base)) return "NOT_A_PATH";
  const url = new URL(raw, base);
  if (url.origin !== base) return "NOT_A_PATH";
  return null;
}

/** The redirect when it is an on-site path (see redirectProblem), else null. */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  return redirectProblem(raw) === null ? raw : null;
}

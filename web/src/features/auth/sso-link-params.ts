/** What a single-sign-on link (/login/sso?token=…&redirect=…) carries. */
export interface SsoLinkParams {
  /** The partner's signed token (`token`, or `sso_token`); null when the link has none. */
  token: string | null;
  /** Where to go after signing in: a same-origin path, "/" when none or unsafe. */
  redirectTo: string;
}

/**
 * A backslash or a control character, which lets a browser read "/\evil.example" or
 * "/\t/evil.example" as "//evil.example", another site.
 */
function hasUnsafeCharacter(path: string): boolean {
  for (const character of path) {
    const code = character.charCodeAt(0);
    if (character === "\\" || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * The path to go to after sign-in: the `redirect` parameter when it is a relative path on this
 * site (one leading "/", never "//"), else "/". Never another origin (no open redirect).
 */
export function safeRedirectPath(redirect: string | null, origin: string): string {
  if (!redirect || !redirect.startsWith("/") || redirect.startsWith("//")) return "/";
  if (hasUnsafeCharacter(redirect)) return "/";
  try {
    const url = new URL(redirect, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : "/";
  } catch {
    return "/";
  }
}

/** Reads the token and the redirect of a single-sign-on link. */
export function readSsoLinkParams(search: string, origin: string): SsoLinkParams {
  const query = new URLSearchParams(search);
  const token = [query.get("token"), query.get("sso_token")]
    .map((value) => value?.trim() ?? "")
    .find((value) => value !== "");
  return { token: token ?? null, redirectTo: safeRedirectPath(query.get("redirect"), origin) };
}

/**
 * The stand-in identity provider's clients and rules: which client ids it signs tokens for,
 * where each may be sent back to (only the travel site's own callback page, on the site's
 * origin or on a loopback address), and what an identity entered on its page must look like.
 */

export interface StandInClient {
  /** How the page names the provider it stands in for. */
  name: string;
  /** The site's page that receives the token. */
  callbackPath: string;
  /**
   * `fragment`: `#id_token=…&state=…` (an OpenID Connect implicit answer, read by the page's
   * script); `query`: `?token=…` added to the callback's query (a single-sign-on link).
   */
  answer: "fragment" | "query";
}

export const STAND_IN_GOOGLE_CLIENT_ID = "stand-in-google";
export const STAND_IN_FACEBOOK_CLIENT_ID = "stand-in-facebook";
export const STAND_IN_SSO_CLIENT_ID = "stand-in-sso";

export const STAND_IN_CLIENTS: Readonly<Record<string, StandInClient>> = {
  [STAND_IN_GOOGLE_CLIENT_ID]: {
    name: "Google",
    callbackPath: "/login/social",
    answer: "fragment",
  },
  [STAND_IN_FACEBOOK_CLIENT_ID]: {
    name: "Facebook",
    callbackPath: "/login/social",
    answer: "fragment",
  },
  [STAND_IN_SSO_CLIENT_ID]: {
    name: "Partner single sign-on",
    callbackPath: "/login/sso",
    answer: "query",
  },
};

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The redirect URI when the client may be sent there: http(s), the client's callback path, no
 * fragment, on the site's origin (SITE_URL) or a loopback host (a developer's machine). Else null.
 */
export function allowedRedirect(raw: string, client: StandInClient, siteUrl: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username !== "" || url.password !== "" || url.hash !== "") return null;
  if (url.pathname !== client.callbackPath) return null;
  const site = new URL(siteUrl);
  return url.origin === site.origin || LOOPBACK.has(url.hostname) ? url : null;
}

/** Control characters and lone surrogates: no name or email has them. */
const DISALLOWED = /[\p{Cc}\p{Cs}]/u;
const PLAUSIBLE_EMAIL =
  /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:".]+(\.[^\s@<>()[\]\\,;:".]+)*\.[A-Za-z]{2,}$/;

export interface EnteredIdentity {
  email: string;
  givenName: string;
  familyName: string;
}

export const IDENTITY_FORM_ERRORS = {
  email: "Enter a valid email address, e.g. ana@example.com.",
  name: "Names may have at most 50 characters and no control characters.",
} as const;

/** The identity entered on the page, trimmed (email lower-cased), or what is wrong with it. */
export function enteredIdentity(
  email: string,
  givenName: string,
  familyName: string,
): { ok: true; identity: EnteredIdentity } | { ok: false; message: string } {
  const mail = email.trim().toLowerCase();
  if (mail.length > 254 || DISALLOWED.test(mail) || !PLAUSIBLE_EMAIL.test(mail))
    return { ok: false, message: IDENTITY_FORM_ERRORS.email };
  const names = [givenName.trim(), familyName.trim()];
  if (names.some((name) => name.length > 50 || DISALLOWED.test(name)))
    return { ok: false, message: IDENTITY_FORM_ERRORS.name };
  return { ok: true, identity: { email: mail, givenName: names[0]!, familyName: names[1]! } };
}

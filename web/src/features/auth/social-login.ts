/**
 * The social sign-in flow in the browser (OpenID Connect, `response_type=id_token`): a button
 * sends the visitor to the provider's authorization page with a fresh `state` and the `nonce`
 * base64url(SHA-256(state + "." + secret)), state and secret kept in session storage; the
 * provider sends them back to /login/social with `#id_token=…&state=…`, accepted only with the
 * state this tab sent. The token goes on with the state and the secret (which never left the
 * tab): the upstream verifies the token and that its nonce was made for this attempt.
 */
import type { SocialProvider } from "../../__generated__/graphql";
import { paths } from "../../config/paths";
import { leaveTo } from "../../lib/session/reload-page";

export const SOCIAL_LOGIN_KEY = "social_login_request";

export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  GOOGLE: "Google",
  FACEBOOK: "Facebook",
};

export interface SocialLoginLink {
  provider: SocialProvider;
  authorizationUrl: string;
  clientId: string;
}

/** What this tab remembers of the request it sent. */
interface SentRequest {
  provider: SocialProvider;
  state: string;
  /** The secret the nonce was made from (never sent to the provider). */
  nonceSecret: string;
  /** Where to go once signed in (the page the button was on). */
  returnTo: string;
}

const randomText = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
};

/** The provider's authorization URL for this request. */
export function authorizationUrl(
  link: SocialLoginLink,
  origin: string,
  state: string,
  nonce: string,
): string {
  const url = new URL(link.authorizationUrl);
  url.searchParams.set("client_id", link.clientId);
  url.searchParams.set("redirect_uri", `${origin}${paths.loginSocial}`);
  url.searchParams.set("response_type", "id_token");
  url.searchParams.set("response_mode", "fragment");
  url.searchParams.set("scope", "openid email profile");
  url.searchParams.set("state", state);
  url.searchParams.set("nonce", nonce);
  return url.href;
}

/** The nonce of an attempt: base64url(SHA-256(state + "." + secret)), as the upstream checks it. */
export async function nonceOf(state: string, secret: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(`${state}.${secret}`),
  );
  return btoa(String.fromCharCode(...new Uint8Array(digest)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** Sends the visitor to the provider, remembering the request in this tab. */
export async function startSocialLogin(link: SocialLoginLink): Promise<void> {
  const sent: SentRequest = {
    provider: link.provider,
    state: randomText(),
    nonceSecret: randomText(),
    returnTo: `${window.location.pathname}${window.location.search}`,
  };
  const nonce = await nonceOf(sent.state, sent.nonceSecret);
  sessionStorage.setItem(SOCIAL_LOGIN_KEY, JSON.stringify(sent));
  leaveTo(authorizationUrl(link, window.location.origin, sent.state, nonce));
}

/** What goes with the token: the attempt's state and nonce secret. */
export interface SocialAttempt {
  state: string;
  nonceSecret: string;
}

export type SocialCallback =
  | ({ ok: true; provider: SocialProvider; idToken: string; returnTo: string } & SocialAttempt)
  | { ok: false };

/**
 * The provider's answer in the address's fragment, accepted only when it carries an ID token and
 * the state this tab sent (the request is forgotten either way: an answer is used once).
 */
export function readSocialCallback(hash: string, stored: string | null): SocialCallback {
  const answer = new URLSearchParams(hash.replace(/^#/, ""));
  let sent: SentRequest | null;
  try {
    sent = stored ? (JSON.parse(stored) as SentRequest) : null;
  } catch {
    sent = null;
  }
  const idToken = answer.get("id_token") ?? "";
  if (!sent || idToken === "" || !sent.state || answer.get("state") !== sent.state)
    return { ok: false };
  if (sent.provider !== "GOOGLE" && sent.provider !== "FACEBOOK") return { ok: false };
  const returnTo =
    sent.returnTo.startsWith("/") && !sent.returnTo.startsWith("//") ? sent.returnTo : "/";
  const nonceSecret = typeof sent.nonceSecret === "string" ? sent.nonceSecret : "";
  return { ok: true, provider: sent.provider, idToken, returnTo, state: sent.state, nonceSecret };
}

/** The names and email an ID token carries (unverified: only to fill in the sign-up form). */
export function claimsOfIdToken(idToken: string): {
  email: string;
  firstName: string;
  lastName: string;
} {
  try {
    const part = idToken.split(".")[1] ?? "";
    const json = atob(part.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(json, (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === "string" ? value : "");
    return {
      email: text(claims.email),
      firstName: text(claims.given_name),
      lastName: text(claims.family_name),
    };
  } catch {
    return { email: "", firstName: "", lastName: "" };
  }
}

/** A social identity with no account yet, waiting for the sign-up dialog's details step. */
export interface PendingSocialSignUp extends SocialAttempt {
  provider: SocialProvider;
  idToken: string;
  /** Where to go once the account is made (the page the button was on). */
  returnTo: string;
}

let pendingSignUp: PendingSocialSignUp | null = null;

/** Hands a new social identity to the sign-up dialog (opened next). */
export function setPendingSocialSignUp(pending: PendingSocialSignUp | null): void {
  pendingSignUp = pending;
}

/** The social identity waiting for sign-up, if any. */
export function pendingSocialSignUp(): PendingSocialSignUp | null {
  return pendingSignUp;
}

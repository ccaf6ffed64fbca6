/**
 * The nonce of a Google or Facebook sign-in (OpenID Connect): the page that starts a sign-in keeps
 * a random `state` and a random secret in its tab and sends the provider
 * `nonce = base64url(SHA-256(state + "." + secret))`; the provider signs it into the ID token.
 * With the token, the page sends the state and the secret (never seen by the provider, nor in the
 * address the provider sends back), and this upstream, which verifies the token, checks that the
 * token's nonce is the one made for that attempt. A token taken from an address, a log or another
 * browser cannot be used without the secret, and a token that opened a session or made an
 * account is never accepted again (its nonce is recorded until the token expires).
 */
import { createHash } from "node:crypto";
import type { Queryable } from "../db/db";
import { claimSsoToken } from "./used-sso-tokens";

/** What the page sends beside the token. */
export interface NonceProof {
  state: string;
  secret: string;
}

/** Why a token's nonce was refused (logged by the upstream, with the provider). */
export const NONCE_ERRORS = {
  NO_PROOF: "the sign-in attempt's state and nonce secret were not sent",
  NO_NONCE: "the token carries no nonce",
  NONCE_MISMATCH: "the token's nonce is not the one issued for this sign-in attempt (state)",
  REPLAYED: "the token was already used to sign in (replay)",
} as const;

export type NonceErrorCode = keyof typeof NONCE_ERRORS;

export type NonceCheck = { ok: true } | { ok: false; code: NonceErrorCode; message: string };

const refused = (code: NonceErrorCode): NonceCheck => ({
  ok: false,
  code,
  message: NONCE_ERRORS[code],
});

/** The nonce the page sends the provider for this state and secret. */
export function nonceOf(proof: NonceProof): string {
  return createHash("sha256").update(`${proof.state}.${proof.secret}`).digest("base64url");
}

/** Whether the token's nonce was made from this attempt's state and secret. */
export function checkNonce(tokenNonce: string | undefined, proof: NonceProof): NonceCheck {
  if (proof.state === "" || proof.secret === "") return refused("NO_PROOF");
  if (tokenNonce === undefined || tokenNonce === "") return refused("NO_NONCE");
  return tokenNonce === nonceOf(proof) ? { ok: true } : refused("NONCE_MISMATCH");
}

/**
 * Records the nonce's use (when a session is opened or an account made with the token): true
 * the first time, false for a replay. Kept until the token expires, like single-sign-on tokens.
 */
export async function claimNonce(
  db: Queryable,
  nonce: string,
  expiresAt: Date | undefined,
  now: Date,
): Promise<boolean> {
  return claimSsoToken(db, `oidc-nonce:${nonce}`, expiresAt, now);
}

/**
 * Identity-token rule: a Google, Facebook or partner single-sign-on token is accepted only when
 * its signature verifies against the provider's published keys (JWKS, fetched over HTTP) and its
 * issuer, audience and expiry are right; it must carry an email (and, for Google,
 * `email_verified: true`). A refused token says why, in one of the reasons below.
 */
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from "jose";

export interface IdentityProvider {
  jwksUrl: string;
  issuer: string;
  /** Expected audience (client or app id); undefined disables the provider. */
  audience: string | undefined;
  requireEmailVerified: boolean;
}

export interface VerifiedIdentity {
  email: string;
  firstName: string;
  lastName: string;
  /** When the token stops being valid (its `exp`), when it says. */
  expiresAt?: Date;
  /** The token's `nonce` claim, when it has one (social-nonce.ts checks it). */
  nonce?: string;
}

/** Why a token was refused. */
export const IDENTITY_TOKEN_ERRORS = {
  DISABLED: "this identity provider is not configured",
  MALFORMED: "the token is not a signed JWT",
  BAD_SIGNATURE: "the token's signature does not match any of the provider's keys (JWKS)",
  EXPIRED: "the token has expired",
  WRONG_AUDIENCE: "the token was issued for another audience (client id)",
  WRONG_ISSUER: "the token was issued by another issuer",
  INVALID_CLAIMS: "the token's claims are not acceptable",
  KEYS_UNAVAILABLE: "the provider's keys (JWKS) could not be fetched",
  NO_EMAIL: "the token carries no usable email address",
  EMAIL_NOT_VERIFIED: "the provider has not verified the token's email address",
} as const;

export type IdentityTokenErrorCode = keyof typeof IDENTITY_TOKEN_ERRORS;

export type IdentityCheck =
  | { ok: true; identity: VerifiedIdentity }
  | { ok: false; code: IdentityTokenErrorCode; message: string };

/** Checks a token, saying why when it is refused (never throws for a bad token). */
export type IdentityTokenCheck = (token: string) => Promise<IdentityCheck>;

/** Verifies a token; null when it is not acceptable (never throws for a bad token). */
export type IdentityVerifier = (token: string) => Promise<VerifiedIdentity | null>;

const refused = (code: IdentityTokenErrorCode): IdentityCheck => ({
  ok: false,
  code,
  message: IDENTITY_TOKEN_ERRORS[code],
});

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** The identity a verified token's claims describe, or why its claims are not enough. */
export function identityCheckOfClaims(
  claims: JWTPayload,
  requireEmailVerified: boolean,
): IdentityCheck {
  const email = text(claims.email).toLowerCase();
  if (email === "" || email.length > 254 || !email.includes("@")) return refused("NO_EMAIL");
  if (requireEmailVerified && claims.email_verified !== true) return refused("EMAIL_NOT_VERIFIED");
  return {
    ok: true,
    identity: {
      email,
      firstName: text(claims.given_name).slice(0, 50),
      lastName: text(claims.family_name).slice(0, 50),
      ...(typeof claims.exp === "number" ? { expiresAt: new Date(claims.exp * 1000) } : {}),
      ...(typeof claims.nonce === "string" ? { nonce: claims.nonce } : {}),
    },
  };
}

/** The identity a verified token's claims describe, or null when they lack a usable email. */
export function identityOfClaims(
  claims: JWTPayload,
  requireEmailVerified: boolean,
): VerifiedIdentity | null {
  const check = identityCheckOfClaims(claims, requireEmailVerified);
  return check.ok ? check.identity : null;
}

/** The reason of a jose verification error. */
export function reasonOf(error: unknown): IdentityTokenErrorCode {
  if (error instanceof errors.JWTExpired) return "EXPIRED";
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === "aud") return "WRONG_AUDIENCE";
    if (error.claim === "iss") return "WRONG_ISSUER";
    return "INVALID_CLAIMS";
  }
  if (
    error instanceof errors.JWSSignatureVerificationFailed ||
    error instanceof errors.JWKSNoMatchingKey ||
    error instanceof errors.JOSEAlgNotAllowed
  )
    return "BAD_SIGNATURE";
  // the keys' fetch failed (refused connection, timeout, not JSON...): not one of jose's token errors
  const code = (error as { code?: unknown } | null)?.code;
  const joseTokenError =
    typeof code === "string" && code.startsWith("ERR_J") && !code.startsWith("ERR_JWKS");
  if (!joseTokenError) return "KEYS_UNAVAILABLE";
  return "MALFORMED";
}

/**
 * A checker for one provider. The provider may be given late (a function), e.g. when its keys
 * are served by this upstream on a port bound after the routes are built.
 */
export function createIdentityTokenCheck(
  provider: IdentityProvider | (() => IdentityProvider),
  now: () => Date = () => new Date(),
): IdentityTokenCheck {
  const current = typeof provider === "function" ? provider : () => provider;
  let keys: { url: string; set: ReturnType<typeof createRemoteJWKSet> } | undefined;
  const keysOf = (url: string) => {
    if (keys?.url !== url)
      keys = { url, set: createRemoteJWKSet(new URL(url), { timeoutDuration: 5_000 }) };
    return keys.set;
  };
  return async (token) => {
    const { audience, issuer, jwksUrl, requireEmailVerified } = current();
    if (audience === undefined) return refused("DISABLED");
    if (token.split(".").length !== 3) return refused("MALFORMED");
    try {
      const { payload } = await jwtVerify(token, keysOf(jwksUrl), {
        issuer,
        audience,
        currentDate: now(),
        algorithms: ["RS256", "ES256"],
      });
      return identityCheckOfClaims(payload, requireEmailVerified);
    } catch (error) {
      return refused(reasonOf(error));
    }
  };
}

/**
 * Like createIdentityTokenCheck, answering only the identity (null when refused); `onRefused`
 * hears why a token was refused (the upstream logs it).
 */
export function createIdentityVerifier(
  provider: IdentityProvider | (() => IdentityProvider),
  now: () => Date = () => new Date(),
  onRefused?: (refusal: { code: IdentityTokenErrorCode; message: string }) => void,
): IdentityVerifier {
  const check = createIdentityTokenCheck(provider, now);
  return async (token) => {
    const result = await check(token);
    if (result.ok) return result.identity;
    onRefused?.({ code: result.code, message: result.message });
    return null;
  };
}

/**
 * Identity-token rule: a Google, Facebook or partner single-sign-on token is accepted only when
 * its signature verifies against the provider's published keys (JWKS) and its issuer, audience
 * and expiry are right; it must carry an email (and, for Google, `email_verified: true`).
 */
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";

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
}

/** Verifies a token; null when it is not acceptable (never throws for a bad token). */
export type IdentityVerifier = (token: string) => Promise<VerifiedIdentity | null>;

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** The identity a verified token's claims describe, or null when they lack a usable email. */
export function identityOfClaims(
  claims: JWTPayload,
  requireEmailVerified: boolean,
): VerifiedIdentity | null {
  const email = text(claims.email).toLowerCase();
  if (email === "" || email.length > 254 || !email.includes("@")) return null;
  if (requireEmailVerified && claims.email_verified !== true) return null;
  return {
    email,
    firstName: text(claims.given_name).slice(0, 50),
    lastName: text(claims.family_name).slice(0, 50),
    ...(typeof claims.exp === "number" ? { expiresAt: new Date(claims.exp * 1000) } : {}),
  };
}

export function createIdentityVerifier(
  provider: IdentityProvider,
  now: () => Date = () => new Date(),
): IdentityVerifier {
  const { audience } = provider;
  if (audience === undefined) return async () => null;
  const keys = createRemoteJWKSet(new URL(provider.jwksUrl), { timeoutDuration: 5_000 });
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: provider.issuer,
        audience,
        currentDate: now(),
        algorithms: ["RS256", "ES256"],
      });
      return identityOfClaims(payload, provider.requireEmailVerified);
    } catch {
      return null;
    }
  };
}

/**
 * Secret-token rule: session tokens and email keys are 32 random bytes in base64url; only their
 * SHA-256 (hex) is stored, so a database leak gives no usable token.
 */
import { createHash, randomBytes } from "node:crypto";

export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashSecretToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The token of an `Authorization: Bearer <token>` header; null when absent or malformed. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer[ ]+([A-Za-z0-9_-]{16,200})[ ]*$/i.exec(header ?? "");
  return match?.[1] ?? null;
}

const HOUR_MS = 60 * 60 * 1000;

/** Session lifetime: 30 days when the user asked to be remembered, else 12 hours. */
export function sessionLifetimeMs(remember: boolean): number {
  return remember ? 30 * 24 * HOUR_MS : 12 * HOUR_MS;
}

/** Lifetimes of the emailed keys: verification 48 hours, password reset 1 hour. */
export const KEY_LIFETIME_MS = { verify: 48 * HOUR_MS, reset: HOUR_MS } as const;

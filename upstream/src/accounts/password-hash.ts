/**
 * Password-hash rule: scrypt (OWASP: N = 2^17, r = 8, p = 1, 32-byte salt, 64-byte key) stored
 * as the self-describing `scrypt$N$r$p$salt$hash` (base64url), compared in constant time.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

const R = 8;
const P = 1;
const SALT_BYTES = 32;
const KEY_BYTES = 64;

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; allow that plus headroom.
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export interface ScryptHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

/** Parses a stored hash; null when it is not a well-formed `scrypt$N$r$p$salt$hash`. */
export function parseScryptHash(stored: string): ScryptHash | null {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4] ?? "", "base64url");
  const hash = Buffer.from(parts[5] ?? "", "base64url");
  if (!N || !r || !p || (N & (N - 1)) !== 0 || salt.length === 0 || hash.length === 0) return null;
  return { N, r, p, salt, hash };
}

export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, cost, R, P);
  return ["scrypt", cost, R, P, salt.toString("base64url"), hash.toString("base64url")].join("$");
}

/** True when `password` matches `stored`; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseScryptHash(stored);
  if (parsed === null) return false;
  const candidate = await derive(password, parsed.salt, parsed.N, parsed.r, parsed.p);
  return candidate.length === parsed.hash.length && timingSafeEqual(candidate, parsed.hash);
}

/**
 * Spends the time of one verification at `cost` without a stored hash, so that an unknown email
 * takes as long to refuse as a wrong password.
 */
export async function dummyPasswordCheck(password: string, cost: number): Promise<false> {
  await derive(password, randomBytes(SALT_BYTES), cost, R, P);
  return false;
}

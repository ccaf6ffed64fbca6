/**
 * Reservation-reference rule: "WH-" and 6 characters drawn uniformly from an alphabet without
 * look-alikes (no 0/O, 1/I/L), e.g. WH-7K3Q9Z: about 887 million codes, unique in the database.
 */
import { randomInt } from "node:crypto";

export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const REFERENCE_PATTERN = /^WH-[2-9A-HJKMNP-Z]{6}$/;

/** A new reference; `pick(n)` chooses 0 ≤ i < n (a cryptographic random integer by default). */
export function newReference(pick: (n: number) => number = randomInt): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += REFERENCE_ALPHABET[pick(REFERENCE_ALPHABET.length)] ?? "";
  return `WH-${code}`;
}

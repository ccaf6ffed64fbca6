/** Input sanitising and masking helpers shared by the web forms and the gateway. */
import { NAME_CHARACTER, PHONE_MAX_LENGTH } from "./constants";

/**
 * The email sanitising rule: removes every whitespace character (anywhere: an address has
 * none), control and format characters (zero-width spaces, bidi marks...), lone surrogates (not
 * text at all), angle brackets, double quotes and backticks. Apostrophes stay: they are legal in
 * a local part (o'brien@x.io). Case is kept.
 */
export function sanitizeEmail(raw: string): string {
  return raw.replace(/[\s\p{Cc}\p{Cf}\p{Cs}<>"`]/gu, "");
}

/** Keeps only the characters a name input accepts (letters, marks, space, ' ’ . -). */
export function keepNameCharacters(raw: string): string {
  return Array.from(raw)
    .filter((ch) => NAME_CHARACTER.test(ch))
    .join("");
}

/**
 * A name as submitted: only name characters, runs of spaces collapsed to one, trimmed, and
 * composed (NFC) so "Nguyễn" typed with combining marks equals the precomposed one.
 */
export function sanitizeName(raw: string): string {
  return keepNameCharacters(raw.normalize("NFC")).replace(/ {2,}/g, " ").trim();
}

/** Phone input mask: digits 0-9 only, at most PHONE_MAX_LENGTH of them. */
export function keepPhoneDigits(raw: string): string {
  return raw.replace(/\D/g, "").slice(0, PHONE_MAX_LENGTH);
}

/** Nationalities whose name starts with `prefix`, case-insensitively; all when it is blank. */
export function filterNationalitiesByPrefix<T extends { name: string }>(
  list: readonly T[],
  prefix: string | null | undefined,
): T[] {
  const wanted = (prefix ?? "").trim().toLocaleLowerCase();
  if (wanted === "") return [...list];
  return list.filter((n) => n.name.toLocaleLowerCase().startsWith(wanted));
}

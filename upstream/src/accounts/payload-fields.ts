/**
 * Payload-field rule: account payloads are nested JSON objects whose text fields are trimmed,
 * of type string (absent or null reads as ""), at most 200 characters, and free of control
 * characters (NUL...) and lone surrogates, which no account text has and the database refuses;
 * anything else is a PayloadError whose message names the field.
 */
export const MAX_TEXT_LENGTH = 200;
/** Signed tokens (JWTs) are the one kind of text allowed to be longer. */
export const MAX_TOKEN_LENGTH = 8192;
/** Longest email address (RFC 5321 path limit), as the email rule allows. */
export const MAX_EMAIL_LENGTH = 254;

/** Control characters (NUL, tab, newline...) and lone surrogates (text that is not Unicode). */
const DISALLOWED_CHARACTERS = /[\p{Cc}\p{Cs}]/u;

/** Whether `text` holds a control character or a lone surrogate. */
export function hasDisallowedCharacters(text: string): boolean {
  return DISALLOWED_CHARACTERS.test(text);
}

export class PayloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PayloadError";
  }
}

export type Payload = Record<string, unknown>;

/** The nested object `field` ({} when absent or null). */
export function objectField(record: Payload, field: string): Payload {
  const value = record[field];
  if (value === undefined || value === null) return {};
  if (typeof value !== "object" || Array.isArray(value))
    throw new PayloadError(`${field} must be an object`);
  return value as Payload;
}

/** The text of `field` as sent ("" when absent or null), checked for type and trimmed length. */
function sizedText(record: Payload, field: string, max: number): string {
  const value = record[field];
  if (value === undefined || value === null) return "";
  if (typeof value !== "string") throw new PayloadError(`${field} must be text`);
  if (value.trim().length > max)
    throw new PayloadError(`${field} is too long (${max} characters at most)`);
  return value;
}

/** The trimmed text of `field` ("" when absent or null). */
export function textField(record: Payload, field: string, max = MAX_TEXT_LENGTH): string {
  const trimmed = sizedText(record, field, max).trim();
  if (hasDisallowedCharacters(trimmed))
    throw new PayloadError(`${field} contains characters that are not allowed`);
  return trimmed;
}

/** An email address: trimmed text of up to 254 characters. */
export function emailField(record: Payload, field: string): string {
  return textField(record, field, MAX_EMAIL_LENGTH);
}

/**
 * A password exactly as sent (not trimmed: spaces may be part of it), up to 200 characters. Its
 * characters are not checked: a password is only ever hashed, never stored or shown.
 */
export function passwordField(record: Payload, field: string): string {
  return sizedText(record, field, MAX_TEXT_LENGTH);
}

/** A signed token (up to 8192 characters). */
export function tokenField(record: Payload, field: string): string {
  return textField(record, field, MAX_TOKEN_LENGTH);
}

/** A text field that may also be sent as a number (ids, site ids). */
export function textOrNumberField(record: Payload, field: string): string {
  const value = record[field];
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return textField(record, field);
}

/** A boolean field (false when absent or null). */
export function booleanField(record: Payload, field: string): boolean {
  const value = record[field];
  if (value === undefined || value === null) return false;
  if (typeof value !== "boolean") throw new PayloadError(`${field} must be true or false`);
  return value;
}

/** Runs a parser, turning a PayloadError into `{ ok: false, message }`. */
export function parsePayload<T>(
  parse: () => T,
): { ok: true; value: T } | { ok: false; message: string } {
  try {
    return { ok: true, value: parse() };
  } catch (error) {
    if (error instanceof PayloadError) return { ok: false, message: error.message };
    throw error;
  }
}

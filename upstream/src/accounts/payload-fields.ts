/**
 * Payload-field rule: account payloads are nested JSON objects whose text fields are trimmed,
 * of type string (absent or null reads as ""), and at most 200 characters; anything else is a
 * PayloadError whose message names the field.
 */
export const MAX_TEXT_LENGTH = 200;
/** Signed tokens (JWTs) are the one kind of text allowed to be longer. */
export const MAX_TOKEN_LENGTH = 8192;

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

/** The trimmed text of `field` ("" when absent or null). */
export function textField(record: Payload, field: string, max = MAX_TEXT_LENGTH): string {
  const value = record[field];
  if (value === undefined || value === null) return "";
  if (typeof value !== "string") throw new PayloadError(`${field} must be text`);
  const trimmed = value.trim();
  if (trimmed.length > max)
    throw new PayloadError(`${field} is too long (${max} characters at most)`);
  return trimmed;
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

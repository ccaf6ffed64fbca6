/**
 * Wallet payload rules (shared by the wallet and reservation routes):
 *
 * - ids (org_id, offer_id, payment_card_id) are positive whole numbers of up to 9 digits, sent as
 *   a number or as their digits;
 * - a currency is an ISO 4217 code of three letters (upper-cased; whether it is known is the
 *   route's check against the currencies table).
 */
import { parsePayload, PayloadError, type Payload } from "../accounts/payload-fields";
import { badRequest } from "../http/http-error";

const MAX_ID = 999_999_999;

/** A positive whole-number id, sent as a number or as its digits; undefined when absent or null. */
export function optionalIdField(record: Payload, field: string, what: string): number | undefined {
  const value = record[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value === "number" && Number.isSafeInteger(value) && value > 0 && value <= MAX_ID)
    return value;
  if (typeof value === "string" && /^[1-9]\d{0,8}$/.test(value.trim())) return Number(value);
  throw new PayloadError(`${field} must be ${what} (a positive whole number)`);
}

/** A required positive id. */
export function idField(record: Payload, field: string, what: string): number {
  const id = optionalIdField(record, field, what);
  if (id === undefined) throw new PayloadError(`${field} is required`);
  return id;
}

/** An ISO 4217 code (e.g. "eur" → "EUR"); undefined when absent, null or blank. */
export function optionalCurrencyField(record: Payload, field: string): string | undefined {
  const value = record[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string")
    throw new PayloadError(`${field} must be a currency code such as USD`);
  const code = value.trim().toUpperCase();
  if (code === "") return undefined;
  if (!/^[A-Z]{3}$/.test(code))
    throw new PayloadError(`${field} must be a currency code such as USD`);
  return code;
}

/** Runs a parser, a PayloadError becoming a 400 with its message. */
export function checked<T>(parse: () => T): T {
  const parsed = parsePayload(parse);
  if (!parsed.ok) throw badRequest(parsed.message);
  return parsed.value;
}

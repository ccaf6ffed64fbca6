/**
 * Add-client payload rule: `client` holds name (required, at most 100 characters, the name
 * rule), email (required, the email rule, stored lower-cased), phone_country_code and phone
 * (optional; the code like +44, the number digits only, at most 15), nationality_id (optional
 * positive id) and notes (optional, at most 500 characters; line breaks allowed). A broken
 * field is a PayloadError naming it.
 *
 * New-quote payload rule: client_id and offer_id positive ids (required); the trip's check_in,
 * check_out, guests and rooms are checked against the offer (quotes.ts).
 */
import {
  isValidEmail,
  isValidName,
  MAX_PHONE_DIGITS,
  normaliseEmail,
} from "../accounts/account-rules";
import {
  hasDisallowedCharacters,
  objectField,
  PayloadError,
  textField,
  type Payload,
} from "../accounts/payload-fields";
import { idField } from "../wallet/payloads";
import type { QuoteRequest } from "./quotes";
import type { NewClient } from "./store";

export const MAX_CLIENT_NAME_LENGTH = 100;
export const MAX_CLIENT_NOTES_LENGTH = 500;
const PHONE_COUNTRY_CODE = /^\+[0-9]{1,4}(-[0-9]{1,4})?$/;

function notesField(record: Payload): string {
  const value = record.notes;
  if (value === undefined || value === null) return "";
  if (typeof value !== "string") throw new PayloadError("notes must be text");
  const notes = value.replace(/\r\n?/g, "\n").trim();
  if (Array.from(notes).length > MAX_CLIENT_NOTES_LENGTH)
    throw new PayloadError(`notes is too long (${MAX_CLIENT_NOTES_LENGTH} characters at most)`);
  if (hasDisallowedCharacters(notes.replace(/[\n\t]/g, "")))
    throw new PayloadError("notes contains characters that are not allowed");
  return notes;
}

function nationalityField(record: Payload): number | null {
  const value = record.nationality_id;
  if (value === undefined || value === null || value === "") return null;
  const text = typeof value === "number" ? String(value) : value;
  if (typeof text !== "string" || !/^[1-9][0-9]{0,8}$/.test(text))
    throw new PayloadError("nationality_id must be a nationality id (a positive whole number)");
  return Number(text);
}

export function parseNewClient(body: Payload): NewClient {
  const client = objectField(body, "client");
  const name = textField(client, "name").normalize("NFC");
  if (name === "") throw new PayloadError("client name is required");
  if (Array.from(name).length > MAX_CLIENT_NAME_LENGTH)
    throw new PayloadError(
      `client name is too long (${MAX_CLIENT_NAME_LENGTH} characters at most)`,
    );
  if (!isValidName(name))
    throw new PayloadError("client name may contain only letters, spaces, ' - and .");
  const email = normaliseEmail(textField(client, "email", 254));
  if (email === "") throw new PayloadError("client email is required");
  if (!isValidEmail(email)) throw new PayloadError("client email is not a valid email address");
  const code = textField(client, "phone_country_code");
  const phone = textField(client, "phone");
  if (phone !== "" && !/^[0-9]+$/.test(phone))
    throw new PayloadError("client phone may contain digits only");
  if (phone.length > MAX_PHONE_DIGITS)
    throw new PayloadError(`client phone is too long (${MAX_PHONE_DIGITS} digits at most)`);
  if (code !== "" && !PHONE_COUNTRY_CODE.test(code))
    throw new PayloadError("client phone_country_code must look like +44 or +1-868");
  if (code !== "" && phone === "")
    throw new PayloadError("client phone is required with a phone_country_code");
  return {
    name,
    email,
    phone_country_code: code === "" ? null : code,
    phone: phone === "" ? null : phone,
    nationality_id: nationalityField(client),
    notes: notesField(client),
  };
}

export function parseQuoteRequest(body: Payload): QuoteRequest {
  return {
    clientId: idField(body, "client_id", "a client id"),
    offerId: idField(body, "offer_id", "an offer id"),
    trip: body,
  };
}

/** The fields that identify a new-quote request (its idempotency fingerprint). */
export function quoteRequestFields(request: QuoteRequest) {
  const { check_in, check_out, guests, rooms } = request.trip;
  return {
    client_id: request.clientId,
    offer_id: request.offerId,
    check_in,
    check_out,
    guests,
    rooms,
  };
}

export const parseQuoteId = (body: Payload): number => idField(body, "quote_id", "a quote id");

/** Decoders of the wallet endpoints (`{ status: 1, data: { data: [...] } }` envelope). */
import {
  DecodeError,
  envelope,
  isObject,
  listOf,
  num,
  object,
  str,
  strOrNull,
  type JsonObject,
} from "../upstream/decode";
import type { CardDetailsEntry, PaymentCardEntry, UserCardsEntry } from "./wallet.mappers";

/** A number, or its decimal text (PostgreSQL numerics often travel as text). */
function amount(obj: JsonObject, key: string): number {
  const value = obj[key];
  if (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return num(obj, key);
}

function amountOrNull(obj: JsonObject, key: string): number | null {
  return obj[key] === undefined || obj[key] === null ? null : amount(obj, key);
}

/** A positive whole id sent as a number or as its digits. */
function id(obj: JsonObject, key: string): number {
  const value = obj[key];
  const n = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n === "number" && Number.isSafeInteger(n) && n > 0) return n;
  throw new DecodeError(`field ${key} should be an id, got ${JSON.stringify(value)}`);
}

function strings(obj: JsonObject, key: string): string[] {
  const value = obj[key];
  if (value === undefined || value === null) return [];
  if (Array.isArray(value) && value.every((v) => typeof v === "string")) return value;
  throw new DecodeError(`field ${key} should be a list of strings, got ${JSON.stringify(value)}`);
}

const CURRENCY = /^[A-Za-z]{3}$/;

export function decodePaymentCard(c: JsonObject): PaymentCardEntry {
  const currency = str(c, "payment_card_currency").trim();
  if (!CURRENCY.test(currency)) {
    throw new DecodeError(`field payment_card_currency should be an ISO 4217 code`);
  }
  const cardCode = str(c, "card_code");
  if (cardCode.trim() === "") throw new DecodeError("field card_code is empty");
  return {
    card_code: cardCode,
    payment_card_id: id(c, "payment_card_id"),
    pro_code: strOrNull(c, "pro_code"),
    name: str(c, "name"),
    status: str(c, "status"),
    services: strings(c, "services"),
    card_amount: amount(c, "card_amount"),
    payment_card_redemption_price: amountOrNull(c, "payment_card_redemption_price"),
    payment_product_code: strOrNull(c, "payment_product_code"),
    payment_card_currency: currency.toUpperCase(),
    expires_on: strOrNull(c, "expires_on"),
  };
}

/** POST /api/walletUser/getPaymentCardByOrg → the organisation's catalogue. */
export function decodeOrgCards(json: unknown): PaymentCardEntry[] {
  return listOf(envelope(json, ["data", "data"]), "body.data.data", decodePaymentCard);
}

function details(entry: JsonObject, key: string): CardDetailsEntry | null {
  const value = entry[key];
  if (value === undefined || value === null) return null;
  const d = object(value, key);
  return { count: num(d, "count"), total_amount: amount(d, "total_amount") };
}

/** A list of cards; null counts as none, a missing list is a malformed answer. */
function cards(entry: JsonObject, key: string): PaymentCardEntry[] {
  if (entry[key] === undefined) throw new DecodeError(`field ${key} is missing`);
  return entry[key] === null ? [] : listOf(entry[key], key, decodePaymentCard);
}

/** POST /api/booking/get-paymentcard-by-user → one entry per wallet (usually one). */
export function decodeUserCards(json: unknown): UserCardsEntry[] {
  return listOf(envelope(json, ["data", "data"]), "body.data.data", (entry) => {
    const options = entry.walletOptions;
    if (options !== undefined && options !== null && !isObject(options)) {
      throw new DecodeError("walletOptions is not an object");
    }
    return {
      certidata: cards(entry, "certidata"),
      discountcarddata: cards(entry, "discountcarddata"),
      cashcarddata: cards(entry, "cashcarddata"),
      certificate_details: details(entry, "certificate_details"),
      discountcard_details: details(entry, "discountcard_details"),
      cashcard_details: details(entry, "cashcard_details"),
      org_site_wallet: isObject(options) ? strOrNull(options, "org_site_wallet") : null,
    };
  });
}

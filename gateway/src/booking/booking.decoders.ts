/** Decoders of the offers and reservations endpoints (`{ status: 1, data }` envelope). */
import type { WalletProductCode } from "@travel/schema/wallet";
import {
  DecodeError,
  envelope,
  listOf,
  num,
  object,
  oneOf,
  str,
  strOrNull,
  type JsonObject,
} from "../upstream/decode";
import type {
  CreateReservationResult,
  OfferEntry,
  ReservationCardEntry,
  ReservationEntry,
} from "./booking.mappers";

const PRODUCTS: readonly WalletProductCode[] = ["HLT", "ACT", "RST", "STY"];

/** A number, or its decimal text (PostgreSQL numerics often travel as text). */
function amount(obj: JsonObject, key: string): number {
  const value = obj[key];
  if (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return num(obj, key);
}

function id(obj: JsonObject, key: string): number {
  const value = obj[key];
  const n = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n === "number" && Number.isSafeInteger(n) && n > 0) return n;
  throw new DecodeError(`field ${key} should be an id, got ${JSON.stringify(value)}`);
}

function isoDay(obj: JsonObject, key: string): string {
  const value = str(obj, key);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value)) {
    throw new DecodeError(`field ${key} should be a date, got ${JSON.stringify(value)}`);
  }
  return value.slice(0, 10);
}

export function decodeOfferEntry(o: JsonObject): OfferEntry {
  const rating = o.rating === undefined || o.rating === null ? null : amount(o, "rating");
  const price = amount(o, "price_usd");
  if (!(price >= 0)) throw new DecodeError("field price_usd should not be negative");
  return {
    offer_id: id(o, "offer_id"),
    product_code: oneOf(o, "product_code", PRODUCTS),
    name: str(o, "name"),
    destination: str(o, "destination"),
    country_code: str(o, "country_code"),
    description: str(o, "description"),
    rating,
    price_unit: oneOf(o, "price_unit", ["NIGHT", "PERSON"]),
    price_usd: price,
  };
}

/** GET /api/offers → the offers found. */
export function decodeOffers(json: unknown): OfferEntry[] {
  return listOf(envelope(json, ["data", "data"]), "body.data.data", decodeOfferEntry);
}

/** GET /api/offers/{id} → the offer; null for a `{ status: 0 }` answer (404 unknown offer). */
export function decodeOffer(json: unknown): OfferEntry | null {
  if (object(json, "body").status === 0) return null;
  return decodeOfferEntry(object(envelope(json, ["data"]), "body.data"));
}

function reservationCard(c: JsonObject): ReservationCardEntry {
  return {
    card_code: str(c, "card_code"),
    payment_card_id: id(c, "payment_card_id"),
    kind: oneOf(c, "kind", ["certificate", "discount", "cash", "org_certificate"]),
    name: str(c, "name"),
    amount_used: amount(c, "amount_used"),
  };
}

export function decodeReservationEntry(r: JsonObject): ReservationEntry {
  return {
    reservation_id: id(r, "reservation_id"),
    reference: str(r, "reference"),
    offer: decodeOfferEntry(object(r.offer, "offer")),
    check_in: isoDay(r, "check_in"),
    check_out: strOrNull(r, "check_out") === null ? null : isoDay(r, "check_out"),
    guests: num(r, "guests"),
    status: str(r, "status"),
    currency: str(r, "currency"),
    total: amount(r, "total"),
    cards: listOf(r.cards ?? [], "cards", reservationCard),
    booked_at: str(r, "booked_at"),
  };
}

/** POST /api/reservations, action list → the user's reservations, newest first. */
export function decodeReservations(json: unknown): ReservationEntry[] {
  return listOf(envelope(json, ["data", "data"]), "body.data.data", decodeReservationEntry);
}

/**
 * POST /api/reservations, action create → the reservation (also for a repeated request id,
 * `duplicate: true`), or a 4xx refusal `{ status: 0, code?, message }`.
 */
export function decodeCreateReservation(json: unknown): CreateReservationResult {
  const root = object(json, "body");
  if (root.status === 0) {
    return { ok: false, code: strOrNull(root, "code"), message: strOrNull(root, "message") };
  }
  return {
    ok: true,
    reservation: decodeReservationEntry(object(envelope(json, ["data"]), "body.data")),
    duplicate: root.duplicate === true,
  };
}

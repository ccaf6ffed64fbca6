/**
 * Reservation payload rules (POST /api/reservations), each breach a PayloadError naming the field:
 *
 * - `action` is "list", "find" or "create".
 * - find: `request_id` as for create; answers the reservation booked with it, or null.
 * - create: `request_id` 8 to 64 of A-Z a-z 0-9 _ -; `offer_id` a positive id; `check_in` a real
 *   date written YYYY-MM-DD, not before yesterday (UTC, so that every time zone's today is
 *   accepted); `check_out` the same or absent (whether it is needed depends on the offer, see
 *   tripDates); `guests` a whole number 1 to 9 (MAX_GUESTS); `rooms` a whole number 1 to 5 (absent: 1;
 *   whether it counts and the offer's guest limit: tripDates); `currency` an ISO 4217 code; `total` (in
 *   `currency`), `subtotal_usd` and `total_usd` numbers from 0, rounded to their currency's minor
 *   unit by the money module (the gateway's arithmetic is trusted); `cards` a list (absent: none)
 *   of at most 10 objects `{ card_code, payment_card_id, kind, amount_used }`, kind one of
 *   certificate, discount, cash, org_certificate, amount_used a number from 0 in the card's
 *   currency (not named in the payload: rounded to cents, as before), no card twice, at most one
 *   certificate; `agent_quote_id` absent, null or a positive id (an agent booking a quote:
 *   book.ts takes it).
 */
import { roundToMinorUnit } from "@travel/schema/money";
import { weekdayName } from "@travel/schema/validation";
import { MAX_GUESTS } from "@travel/schema/wallet";
import type { ContractSchema } from "@travel/schema/rest";
import { PayloadError, textField, type Payload } from "../accounts/payload-fields";
import { pricesRange, type PriceUnit } from "../inventory/areas";
import { idField, optionalCurrencyField } from "../wallet/payloads";
import {
  contactField,
  travellersField,
  type ContactInput,
  type TravellerInput,
} from "./traveller-payloads";

export const RESERVATION_ACTIONS = ["list", "find", "create"] as const;
export type ReservationAction = (typeof RESERVATION_ACTIONS)[number];

/** The contract's create body and its cards (ids there may be digits as text). */
type CreateBody = ContractSchema<"ReservationCreateRequest">;
type CardBody = ContractSchema<"ReservationCardRequest">;

export const USED_CARD_KINDS = [
  "certificate",
  "discount",
  "cash",
  "org_certificate",
] as const satisfies readonly CardBody["kind"][];
export type UsedCardKind = (typeof USED_CARD_KINDS)[number];

export { MAX_GUESTS };
export const MAX_ROOMS = 5;
export const MAX_NIGHTS = 30;
export const MAX_CARDS = 10;
/** Largest amount accepted (numeric(12, 2) holds below 10^10). */
export const MAX_AMOUNT = 100_000_000;

/** A card as parsed: its id a number. */
export type UsedCardInput = Omit<CardBody, "payment_card_id"> & { payment_card_id: number };

/**
 * A create body as parsed: the offer id a number, check_out as sent or null (tripDates decides
 * whether it is needed), cards [] when absent.
 */
export type ReservationInput = Omit<
  Required<CreateBody>,
  "token" | "action" | "offer_id" | "cards" | "travellers" | "contact" | "agent_quote_id"
> & {
  offer_id: number;
  cards: UsedCardInput[];
  travellers: TravellerInput[];
  contact: ContactInput | null;
  /** An agent's quote the booking takes; absent in checkouts kept before quotes were booked. */
  agent_quote_id?: number | null;
};

export function parseAction(body: Payload): ReservationAction {
  const action = body.action;
  if (typeof action === "string" && (RESERVATION_ACTIONS as readonly string[]).includes(action))
    return action as ReservationAction;
  throw new PayloadError("action must be list, find or create");
}

/** Whether `text` is a real calendar day written YYYY-MM-DD. */
export function isIsoDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** Days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function dayField(record: Payload, field: string, required: boolean): string | null {
  const value = record[field];
  if (value === undefined || value === null || value === "") {
    if (required) throw new PayloadError(`${field} is required`);
    return null;
  }
  if (typeof value !== "string" || !isIsoDay(value.trim()))
    throw new PayloadError(`${field} must be a real date written YYYY-MM-DD`);
  return value.trim();
}

function amountField(record: Payload, field: string, currency: string, label = field): number {
  const value = record[field];
  if (value === undefined || value === null) throw new PayloadError(`${label} is required`);
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0)
    throw new PayloadError(`${label} must be a number of 0 or more`);
  if (value > MAX_AMOUNT) throw new PayloadError(`${label} is too large`);
  return roundToMinorUnit(value, currency);
}

export function requestIdField(record: Payload): string {
  const value = record.request_id;
  if (value === undefined || value === null || value === "")
    throw new PayloadError("request_id is required");
  if (typeof value !== "string" || !/^[A-Za-z0-9_-]{8,64}$/.test(value))
    throw new PayloadError("request_id must be 8 to 64 letters, digits, - or _");
  return value;
}

function roomsField(record: Payload): number {
  const value = record.rooms;
  if (value === undefined || value === null) return 1;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > MAX_ROOMS)
    throw new PayloadError(`rooms must be a whole number from 1 to ${MAX_ROOMS}`);
  return value;
}

function guestsField(record: Payload): number {
  const value = record.guests;
  if (value === undefined || value === null) throw new PayloadError("guests is required");
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > MAX_GUESTS)
    throw new PayloadError(`guests must be a whole number from 1 to ${MAX_GUESTS}`);
  return value;
}

/** Runs a field parser on a list entry, its message prefixed with the entry (`cards[0].…`). */
function inEntry<T>(label: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof PayloadError) throw new PayloadError(`${label}.${error.message}`);
    throw error;
  }
}

function cardsField(record: Payload): UsedCardInput[] {
  const value = record.cards;
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new PayloadError("cards must be a list");
  if (value.length > MAX_CARDS) throw new PayloadError(`cards may list ${MAX_CARDS} cards at most`);
  const cards = value.map((entry: unknown, i): UsedCardInput => {
    const label = `cards[${i}]`;
    if (typeof entry !== "object" || entry === null || Array.isArray(entry))
      throw new PayloadError(`${label} must be an object`);
    const card = entry as Payload;
    const code = inEntry(label, () => textField(card, "card_code", 64)).toUpperCase();
    if (code === "") throw new PayloadError(`${label}.card_code is required`);
    if (!/^[A-Z0-9][A-Z0-9-]*$/.test(code))
      throw new PayloadError(`${label}.card_code must be a card code such as CERT-HLT-001`);
    const id = inEntry(label, () => idField(card, "payment_card_id", "a card id"));
    const kind = card.kind;
    if (typeof kind !== "string" || !(USED_CARD_KINDS as readonly string[]).includes(kind))
      throw new PayloadError(`${label}.kind must be one of ${USED_CARD_KINDS.join(", ")}`);
    return {
      card_code: code,
      payment_card_id: id,
      kind: kind as UsedCardKind,
      amount_used: amountField(card, "amount_used", "USD", `${label}.amount_used`),
    };
  });
  for (const [i, card] of cards.entries()) {
    const first = cards.findIndex((c) => c.payment_card_id === card.payment_card_id);
    if (first !== i) throw new PayloadError(`cards[${i}] lists the same card as cards[${first}]`);
  }
  const certificates = cards.filter(
    (c) => c.kind === "certificate" || c.kind === "org_certificate",
  );
  if (certificates.length > 1) throw new PayloadError("cards may hold one certificate at most");
  return cards;
}

/** The create payload; `today` is the UTC day (YYYY-MM-DD). */
export function parseReservationInput(body: Payload, today: string): ReservationInput {
  const request_id = requestIdField(body);
  const offer_id = idField(body, "offer_id", "an offer id");
  const check_in = dayField(body, "check_in", true) ?? "";
  if (daysBetween(today, check_in) < -1) throw new PayloadError("check_in must not be in the past");
  const check_out = dayField(body, "check_out", false);
  const guests = guestsField(body);
  const currency = optionalCurrencyField(body, "currency");
  if (currency === undefined) throw new PayloadError("currency is required");
  return {
    request_id,
    offer_id,
    check_in,
    check_out,
    guests,
    rooms: roomsField(body),
    currency,
    total: amountField(body, "total", currency),
    subtotal_usd: amountField(body, "subtotal_usd", "USD"),
    total_usd: amountField(body, "total_usd", "USD"),
    cards: cardsField(body),
    travellers: travellersField(body, guests),
    contact: contactField(body),
    agent_quote_id: quoteIdField(body),
  };
}

function quoteIdField(record: Payload): number | null {
  const value = record.agent_quote_id;
  if (value === undefined || value === null) return null;
  return idField(record, "agent_quote_id", "a quote id");
}

/** The ISO weekday (1 Monday … 7 Sunday) of a YYYY-MM-DD day. */
export const isoWeekdayOf = (day: string) =>
  ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** What of an offer its trip rules need (the REST Offer's fields). */
export type TripOffer = Pick<
  ContractSchema<"Offer">,
  "product_code" | "price_unit" | "max_guests" | "start_weekday"
>;

/**
 * The trip's dates and rooms for `offer`:
 *
 * - a NIGHT (or DAY) offer needs check_out after check_in, at most 30 nights (days); the other
 *   units (an activity's day, a week's start, a flight's departure) ignore check_out (null);
 * - a WEEK offer's check_in is its start weekday;
 * - rooms count for NIGHT and WEEK offers (not more than guests), 1 for the others;
 * - guests at most max_guests × rooms (NIGHT, WEEK) or max_guests (the others).
 */
export function tripDates(
  input: Pick<ReservationInput, "check_in" | "check_out" | "guests" | "rooms">,
  offer: TripOffer,
): { check_in: string; check_out: string | null; rooms: number } {
  const unit = offer.price_unit as PriceUnit;
  const perRoom = unit === "NIGHT" || unit === "WEEK";
  const rooms = perRoom ? input.rooms : 1;
  if (perRoom && rooms > input.guests) throw new PayloadError("rooms must not be more than guests");
  if (unit === "WEEK" && offer.start_weekday !== null) {
    const weekday = weekdayName(offer.start_weekday);
    if (isoWeekdayOf(input.check_in) !== offer.start_weekday)
      throw new PayloadError(
        `check_in must be a ${weekday}: the weeks of this offer start on ${weekday}s`,
      );
  }
  const most = offer.max_guests * rooms;
  if (input.guests > most)
    throw new PayloadError(
      `guests must be at most ${most} for this offer${perRoom ? ` (${offer.max_guests} per room)` : ""}`,
    );
  if (!pricesRange(unit)) return { check_in: input.check_in, check_out: null, rooms };
  const per = unit === "NIGHT" ? "night" : "day";
  if (input.check_out === null)
    throw new PayloadError(`check_out is required for an offer priced per ${per}`);
  const nights = daysBetween(input.check_in, input.check_out);
  if (nights < 1) throw new PayloadError("check_out must be after check_in");
  if (nights > MAX_NIGHTS)
    throw new PayloadError(`check_out must be at most ${MAX_NIGHTS} ${per}s after check_in`);
  return { check_in: input.check_in, check_out: input.check_out, rooms };
}

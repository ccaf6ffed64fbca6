/**
 * Search request rules (POST /api/offers/search), each refusal a 400 naming the field:
 *
 * - `area`: one of the 14 product codes (case-insensitive), required.
 * - where: `destination_id` (a destination's id) or `destination` (a case- and accent-insensitive
 *   part of its name in any seeded language, at most 100 characters); neither means anywhere.
 *   `origin_id`: where flights and packages leave from (ignored for other areas).
 * - `check_in` (the date, departure, pick-up or sailing day), YYYY-MM-DD, from today (UTC) to
 *   the last day on sale (today + 365); `check_out` (check-out or drop-off) is required for the
 *   NIGHT and DAY areas, after check_in and at most 30 nights or days later; ignored elsewhere.
 * - `guests` 1 to 9 (default 2), `rooms` 1 to 5 (default 1) and at most one per guest.
 * - `filters`: price_min/price_max (USD, on the total, from 0, min ≤ max), min_rating (0–5),
 *   stars (1–5 each), free_cancellation (boolean), amenities (codes, at most 10), cabin (flights
 *   and cruises), car_class (cars), max_stops (flights, 0–2).
 * - `sort`: best (default: rating weighed by its review count, then price), price, price_desc,
 *   rating. `page` from 1 (default 1), `size` 1 to 50 (default 20).
 */
import {
  hasDisallowedCharacters,
  objectField,
  PayloadError,
  type Payload,
} from "../accounts/payload-fields";
import { foldText, MAX_DESTINATION_LENGTH } from "../offers/offer-params";
import { MAX_GUESTS } from "@travel/schema/wallet";
import { optionalIdField } from "../wallet/payloads";
import { AREA_UNITS, AREAS, isArea, pricesRange, type Area } from "./areas";
import { addDays, CALENDAR_DAYS_AHEAD, daysBetween } from "./dates";

export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_STAY_DAYS = 30;
export const MAX_ROOMS = 5;
export const SORTS = ["best", "price", "price_desc", "rating"] as const;
export type SearchSort = (typeof SORTS)[number];

export interface SearchFilters {
  priceMin: number | null;
  priceMax: number | null;
  minRating: number | null;
  stars: number[];
  freeCancellation: boolean;
  amenities: string[];
  cabin: string | null;
  carClass: string | null;
  maxStops: number | null;
}

export interface SearchQuery {
  area: Area;
  destinationId: number | null;
  /** Folded (foldText); null for anywhere. */
  destination: string | null;
  originId: number | null;
  /** The day the search is made on (UTC). */
  today: string;
  checkIn: string;
  /** The day after the last calendar day the booking covers (check_out, or check_in + 1). */
  endDay: string;
  /** Calendar days covered: nights, rental days, or 1 for a start day. */
  days: number;
  guests: number;
  rooms: number;
  filters: SearchFilters;
  sort: SearchSort;
  page: number;
  size: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function dateField(body: Payload, field: string): string | null {
  const value = body[field];
  if (value === undefined || value === null || value === "") return null;
  if (typeof value !== "string" || !DATE.test(value) || Number.isNaN(Date.parse(value)))
    throw new PayloadError(`${field} must be a date YYYY-MM-DD`);
  // Date.parse accepts 2026-02-30 as March 2: a real date reads back the same
  if (new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value)
    throw new PayloadError(`${field} must be a date YYYY-MM-DD`);
  return value;
}

function wholeField(
  body: Payload,
  field: string,
  min: number,
  max: number,
  fallback: number | null,
) {
  const value = body[field];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max)
    throw new PayloadError(`${field} must be a whole number from ${min} to ${max}`);
  return value;
}

function numberField(body: Payload, field: string, min: number, max: number): number | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== "number" || !Number.isFinite(value) || value < min || value > max)
    throw new PayloadError(`${field} must be a number from ${min} to ${max}`);
  return value;
}

function codeField(body: Payload, field: string): string | null {
  const value = body[field];
  if (value === undefined || value === null || value === "") return null;
  if (typeof value !== "string" || !/^[A-Za-z_]{1,30}$/.test(value))
    throw new PayloadError(`${field} must be a code such as ECONOMY`);
  return value.toUpperCase();
}

function listField<T>(
  body: Payload,
  field: string,
  max: number,
  item: (v: unknown) => T | null,
): T[] {
  const value = body[field];
  if (value === undefined || value === null) return [];
  const items = Array.isArray(value) ? value.map(item) : null;
  if (items === null || items.length > max || items.some((i) => i === null))
    throw new PayloadError(`${field} must be a list of at most ${max} ${field}`);
  return [...new Set(items as T[])];
}

export function parseFilters(body: Payload): SearchFilters {
  const filters = objectField(body, "filters");
  const priceMin = numberField(filters, "price_min", 0, 1e9);
  const priceMax = numberField(filters, "price_max", 0, 1e9);
  if (priceMin !== null && priceMax !== null && priceMin > priceMax)
    throw new PayloadError("price_min must not be above price_max");
  const freeCancellation = filters.free_cancellation ?? false;
  if (typeof freeCancellation !== "boolean")
    throw new PayloadError("free_cancellation must be true or false");
  return {
    priceMin,
    priceMax,
    minRating: numberField(filters, "min_rating", 0, 5),
    stars: listField(filters, "stars", 5, (v) =>
      typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= 5 ? v : null,
    ),
    freeCancellation,
    amenities: listField(filters, "amenities", 10, (v) =>
      typeof v === "string" && /^[A-Za-z_]{1,30}$/.test(v) ? v.toUpperCase() : null,
    ),
    cabin: codeField(filters, "cabin"),
    carClass: codeField(filters, "car_class"),
    maxStops: wholeField(filters, "max_stops", 0, 2, null),
  };
}

function parseWhere(body: Payload) {
  const destinationId = optionalIdField(body, "destination_id", "a destination id") ?? null;
  const text = body.destination ?? "";
  if (typeof text !== "string") throw new PayloadError("destination must be text");
  const trimmed = text.trim();
  if (trimmed.length > MAX_DESTINATION_LENGTH)
    throw new PayloadError(
      `destination is too long (${MAX_DESTINATION_LENGTH} characters at most)`,
    );
  if (hasDisallowedCharacters(trimmed))
    throw new PayloadError("destination contains characters that are not allowed");
  return {
    destinationId,
    destination: trimmed === "" ? null : foldText(trimmed),
    originId: optionalIdField(body, "origin_id", "a destination id") ?? null,
  };
}

/** The trip of a search or a price request: its dates and party, checked for `area`. */
export type TripQuery = Pick<
  SearchQuery,
  "today" | "checkIn" | "endDay" | "days" | "guests" | "rooms"
>;

/**
 * The dates and party of `body` for an offer of `area` as of `today` (YYYY-MM-DD, UTC): the
 * search's rules (see the module comment), shared with POST /api/offers/price.
 */
export function parseTrip(body: Payload, today: string, area: Area): TripQuery {
  const checkIn = dateField(body, "check_in");
  if (checkIn === null) throw new PayloadError("check_in is required");
  if (checkIn < today) throw new PayloadError("check_in must not be in the past");
  const lastDay = addDays(today, CALENDAR_DAYS_AHEAD);
  if (checkIn > lastDay) throw new PayloadError(`check_in must be on or before ${lastDay}`);
  let days = 1;
  if (pricesRange(AREA_UNITS[area])) {
    const checkOut = dateField(body, "check_out");
    if (checkOut === null) throw new PayloadError(`check_out is required for ${area}`);
    days = daysBetween(checkIn, checkOut);
    if (days <= 0) throw new PayloadError("check_out must be after check_in");
    if (days > MAX_STAY_DAYS)
      throw new PayloadError(`check_out must be at most ${MAX_STAY_DAYS} days after check_in`);
  }
  const guests = wholeField(body, "guests", 1, MAX_GUESTS, 2) as number;
  const rooms = wholeField(body, "rooms", 1, MAX_ROOMS, 1) as number;
  if (rooms > guests) throw new PayloadError("rooms must not be more than guests");
  return { today, checkIn, endDay: addDays(checkIn, days), days, guests, rooms };
}

/** The search `body` as of `today` (YYYY-MM-DD, UTC), or a PayloadError naming the field. */
export function parseSearch(body: Payload, today: string): SearchQuery {
  const rawArea = typeof body.area === "string" ? body.area.trim().toUpperCase() : "";
  if (rawArea === "") throw new PayloadError("area is required");
  if (!isArea(rawArea)) throw new PayloadError(`area must be one of ${AREAS.join(", ")}`);
  const area = rawArea;
  const trip = parseTrip(body, today, area);
  const sort = body.sort ?? "best";
  if (typeof sort !== "string" || !(SORTS as readonly string[]).includes(sort))
    throw new PayloadError(`sort must be one of ${SORTS.join(", ")}`);
  return {
    area,
    ...parseWhere(body),
    ...trip,
    filters: parseFilters(body),
    sort: sort as SearchSort,
    page: wholeField(body, "page", 1, 10_000, 1) as number,
    size: wholeField(body, "size", 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE) as number,
  };
}

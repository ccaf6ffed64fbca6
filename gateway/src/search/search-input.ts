/**
 * The search input checked and turned into the upstream's request. The gateway checks what it
 * can say best itself, each refusal naming the input field: the site's first bookable day (spec
 * §4 "Minimum check-in date is today plus the configured number of days", like `quote`),
 * check-out for the areas priced per night or day, the party, the filters, the texts. The
 * upstream's own refusals (the last day on sale, codes it does not know...) come back as its
 * 400s and are mapped the same way (search-messages.ts). Price filters are converted from the
 * traveller's currency to USD (price-limits.ts).
 */
import { toDecimal } from "@travel/schema/money";
import { minCheckInDate, nightsBetween, parseIsoDate } from "@travel/schema/wallet";
import type { OfferSearchFilters, OfferSearchInput } from "../__generated__/resolvers-types";
import type { MoneyContext } from "../wallet/wallet-model";
import { usdLimit } from "./price-limits";
import type { SearchRequest } from "./search.client";
import {
  MAX_AMENITIES,
  MAX_GUESTS,
  MAX_ROOMS,
  MAX_STAY_DAYS,
  MAX_TEXT_LENGTH,
  SearchInputError,
  searchMessages as M,
} from "./search-messages";

/** Areas whose search needs a check-out (or drop-off) day: priced per night or per day. */
export const AREAS_WITH_CHECK_OUT: ReadonlySet<string> = new Set([
  "HLT",
  "HLTGD",
  "RST",
  "STY",
  "SBM",
  "CND",
  "CAR",
]);

/** What the rules depend on besides the input. */
export interface SearchRules {
  /** Today, ISO `YYYY-MM-DD` (UTC, as the upstream counts). */
  today: string;
  /** The site's minCheckinDays. */
  minCheckinDays: number;
  /** The traveller's currency and the rates, for the price filters. */
  money: MoneyContext;
}

const ID = /^[1-9]\d{0,8}$/;
const fail = (message: string, field: string, reason: string): never => {
  throw new SearchInputError(message, field, reason);
};

function idField(value: string | null | undefined, field: string): number | undefined {
  if (value === null || value === undefined || value.trim() === "") return undefined;
  return ID.test(value.trim())
    ? Number(value.trim())
    : fail(M.INVALID_DESTINATION_ID, field, "INVALID_DESTINATION_ID");
}

function dates(input: OfferSearchInput, rules: SearchRules): { checkOut: string | null } {
  if (!parseIsoDate(input.checkIn)) fail(M.INVALID_CHECK_IN, "checkIn", "INVALID_CHECK_IN");
  const first = minCheckInDate(rules.today, rules.minCheckinDays);
  if (input.checkIn < first) fail(M.CHECK_IN_TOO_EARLY(first), "checkIn", "CHECK_IN_TOO_EARLY");
  if (!AREAS_WITH_CHECK_OUT.has(input.area)) return { checkOut: null };
  const checkOut = input.checkOut ?? "";
  if (checkOut.trim() === "") fail(M.CHECK_OUT_REQUIRED, "checkOut", "CHECK_OUT_REQUIRED");
  if (!parseIsoDate(checkOut)) fail(M.INVALID_CHECK_OUT, "checkOut", "INVALID_CHECK_OUT");
  const days = nightsBetween(input.checkIn, checkOut) ?? 0;
  if (days < 1) fail(M.CHECK_OUT_NOT_AFTER_CHECK_IN, "checkOut", "CHECK_OUT_NOT_AFTER_CHECK_IN");
  if (days > MAX_STAY_DAYS) fail(M.STAY_TOO_LONG, "checkOut", "STAY_TOO_LONG");
  return { checkOut };
}

function party(input: OfferSearchInput): { guests: number; rooms: number } {
  const guests = input.guests ?? 2;
  const rooms = input.rooms ?? 1;
  if (!Number.isInteger(guests) || guests < 1 || guests > MAX_GUESTS)
    fail(M.INVALID_GUESTS, "guests", "INVALID_GUESTS");
  if (!Number.isInteger(rooms) || rooms < 1 || rooms > MAX_ROOMS)
    fail(M.INVALID_ROOMS, "rooms", "INVALID_ROOMS");
  if (rooms > guests) fail(M.MORE_ROOMS_THAN_GUESTS, "rooms", "MORE_ROOMS_THAN_GUESTS");
  return { guests, rooms };
}

function priceLimit(value: string | null | undefined, field: string) {
  if (value === null || value === undefined) return null;
  const amount = toDecimal(value);
  if (amount.lt(0)) fail(M.NEGATIVE_PRICE, `filters.${field}`, "NEGATIVE_PRICE");
  return amount;
}

type UpstreamFilters = NonNullable<SearchRequest["filters"]>;

/** The filters as the upstream takes them; null when the price range holds no shown total. */
export function upstreamFilters(
  filters: OfferSearchFilters | null | undefined,
  money: MoneyContext,
): UpstreamFilters | null {
  if (!filters) return {};
  const min = priceLimit(filters.priceMin, "priceMin");
  const max = priceLimit(filters.priceMax, "priceMax");
  if (min && max && min.gt(max)) fail(M.PRICE_MIN_ABOVE_MAX, "filters.priceMin", "PRICE_RANGE");
  const { minRating, stars, maxStops, amenities } = filters;
  if (minRating != null && !(minRating >= 0 && minRating <= 5))
    fail(M.INVALID_RATING, "filters.minRating", "INVALID_RATING");
  if (stars?.some((s) => !Number.isInteger(s) || s < 1 || s > 5))
    fail(M.INVALID_STARS, "filters.stars", "INVALID_STARS");
  if (maxStops != null && !(Number.isInteger(maxStops) && maxStops >= 0 && maxStops <= 2))
    fail(M.INVALID_STOPS, "filters.maxStops", "INVALID_STOPS");
  if (amenities && amenities.length > MAX_AMENITIES)
    fail(M.TOO_MANY_AMENITIES, "filters.amenities", "TOO_MANY_AMENITIES");
  const out: UpstreamFilters = {};
  if (min) out.price_min = usdLimit(money, min, "min");
  if (max) out.price_max = usdLimit(money, max, "max");
  if (out.price_min !== undefined && out.price_max !== undefined && out.price_min > out.price_max)
    return null;
  if (minRating != null) out.min_rating = minRating;
  if (stars && stars.length > 0) out.stars = [...new Set(stars)];
  if (filters.freeCancellation) out.free_cancellation = true;
  if (amenities && amenities.length > 0) out.amenities = amenities;
  if (filters.cabin) out.cabin = filters.cabin;
  if (filters.carClass) out.car_class = filters.carClass;
  if (maxStops != null) out.max_stops = maxStops;
  return out;
}

/**
 * The upstream request for `input` (without its page), or null when the filters can match
 * nothing (a price range holding no shown total); throws SearchInputError naming the field.
 */
export function searchRequest(
  input: OfferSearchInput,
  rules: SearchRules,
): Omit<SearchRequest, "page" | "size"> | null {
  const { checkOut } = dates(input, rules);
  const { guests, rooms } = party(input);
  const destinationId = idField(input.destinationId, "destinationId");
  const originId = idField(input.originId, "originId");
  const destination = input.destination?.trim() ?? "";
  if (destination.length > MAX_TEXT_LENGTH) fail(M.TOO_LONG, "destination", "TOO_LONG");
  const filters = upstreamFilters(input.filters, rules.money);
  if (filters === null) return null;
  return {
    area: input.area,
    ...(destinationId !== undefined ? { destination_id: destinationId } : {}),
    ...(destinationId === undefined && destination !== "" ? { destination } : {}),
    ...(originId !== undefined ? { origin_id: originId } : {}),
    check_in: input.checkIn,
    ...(checkOut !== null ? { check_out: checkOut } : {}),
    guests,
    rooms,
    ...(Object.keys(filters).length > 0 ? { filters } : {}),
    sort: (input.sort ?? "BEST").toLowerCase() as NonNullable<SearchRequest["sort"]>,
  };
}

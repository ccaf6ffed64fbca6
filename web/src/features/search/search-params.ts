/**
 * The search in the address: every part of it (place, dates, party, filters, order, page, view)
 * is a query parameter named as in the contract's `OfferSearchInput`, so a search can be shared,
 * reloaded and stepped through with back and forward. What cannot be read is left at its default.
 */
import type { OfferSearchInput, OfferSort } from "../../__generated__/graphql";
import { isIsoDay } from "@travel/design-system";
import { MAX_GUESTS, MIN_GUESTS } from "@travel/schema/wallet";
import { hasEndDate, MAX_ROOMS, type SearchArea } from "../../lib/offer-areas";

export interface SearchFilters {
  /** Decimal text in the traveller's currency, or "". */
  priceMin: string;
  priceMax: string;
  stars: number[];
  minRating: number | null;
  freeCancellation: boolean;
  amenities: string[];
  cabin: string;
  carClass: string;
  maxStops: number | null;
}

export type SortKey = "best" | "price" | "price-desc" | "rating";
export type ResultsView = "list" | "map";

export interface SearchState {
  destinationId: string;
  /** The place's name as shown (or text typed, searched as part of a name without an id). */
  destination: string;
  originId: string;
  origin: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  rooms: number;
  sort: SortKey;
  filters: SearchFilters;
  /** Pages of results shown ("show more"), from 1. */
  page: number;
  view: ResultsView;
}

export const DEFAULT_GUESTS = 2;
export { MIN_GUESTS, MAX_GUESTS };
export { MAX_ROOMS };
export const MAX_DAYS = 30;
/** Results per page (whole rows of one, two or three cards), and the most the contract gives at once. */
export const PAGE_SIZE = 12;
export const MAX_RESULTS = 50;
export const MAX_PAGE = Math.floor(MAX_RESULTS / PAGE_SIZE);

export const SORT_KEYS: readonly SortKey[] = ["best", "price", "price-desc", "rating"];
const SORTS: Record<SortKey, OfferSort> = {
  best: "BEST",
  price: "PRICE",
  "price-desc": "PRICE_DESC",
  rating: "RATING",
};

export const emptyFilters: SearchFilters = {
  priceMin: "",
  priceMax: "",
  stars: [],
  minRating: null,
  freeCancellation: false,
  amenities: [],
  cabin: "",
  carClass: "",
  maxStops: null,
};

const DECIMAL = /^\d{1,9}(\.\d{1,2})?$/;
const CODE = /^[A-Z_]{2,30}$/;

function intIn(text: string | null, min: number, max: number): number | null {
  if (text === null || !/^\d{1,3}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

const list = (text: string | null) => (text ? text.split(",").filter(Boolean) : []);
const text = (params: URLSearchParams, name: string, max = 100) =>
  (params.get(name) ?? "").trim().slice(0, max);

/** The filters of the address. */
export function parseFilters(params: URLSearchParams): SearchFilters {
  const decimal = (name: string) => {
    const value = text(params, name);
    return DECIMAL.test(value) ? value : "";
  };
  const rating = Number(params.get("minRating"));
  return {
    priceMin: decimal("priceMin"),
    priceMax: decimal("priceMax"),
    stars: [...new Set(list(params.get("stars")).map((s) => intIn(s, 1, 5)))]
      .filter((s): s is number => s !== null)
      .sort(),
    minRating: params.has("minRating") && rating >= 1 && rating <= 5 ? rating : null,
    freeCancellation: params.get("freeCancellation") === "1",
    amenities: list(params.get("amenities")).filter((a) => CODE.test(a)),
    cabin: CODE.test(text(params, "cabin")) ? text(params, "cabin") : "",
    carClass: CODE.test(text(params, "carClass")) ? text(params, "carClass") : "",
    maxStops: intIn(params.get("maxStops"), 0, 2),
  };
}

/** The search of the address, with defaults for what it lacks or cannot be read. */
export function parseSearch(params: URLSearchParams): SearchState {
  const day = (name: string) => (isIsoDay(text(params, name)) ? text(params, name) : "");
  const sort = params.get("sort") as SortKey | null;
  return {
    destinationId: text(params, "destinationId", 40),
    destination: text(params, "destination"),
    originId: text(params, "originId", 40),
    origin: text(params, "origin"),
    checkIn: day("checkIn"),
    checkOut: day("checkOut"),
    guests: intIn(params.get("guests"), MIN_GUESTS, MAX_GUESTS) ?? DEFAULT_GUESTS,
    rooms: intIn(params.get("rooms"), 1, MAX_ROOMS) ?? 1,
    sort: sort && SORT_KEYS.includes(sort) ? sort : "best",
    filters: parseFilters(params),
    page: intIn(params.get("page"), 1, MAX_PAGE) ?? 1,
    view: params.get("view") === "map" ? "map" : "list",
  };
}

/** The address's query of a search in an area (defaults left out, in a stable order). */
export function searchParamsOf(area: SearchArea, state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | null | undefined, omit?: unknown) => {
    if (value !== null && value !== undefined && value !== "" && value !== omit) {
      params.set(name, String(value));
    }
  };
  if (area.key !== area.page) set("type", area.key);
  set("destinationId", state.destinationId);
  set("destination", state.destination);
  if (area.origin) {
    set("originId", state.originId);
    set("origin", state.origin);
  }
  set("checkIn", state.checkIn);
  if (hasEndDate(area)) set("checkOut", state.checkOut);
  set("guests", state.guests);
  if (area.rooms) set("rooms", state.rooms);
  const { filters } = state;
  set("priceMin", filters.priceMin);
  set("priceMax", filters.priceMax);
  set("stars", filters.stars.join(","));
  set("minRating", filters.minRating);
  set("freeCancellation", filters.freeCancellation ? "1" : "");
  set("amenities", filters.amenities.join(","));
  set("cabin", filters.cabin);
  set("carClass", filters.carClass);
  set("maxStops", filters.maxStops);
  set("sort", state.sort, "best");
  set("page", state.page, 1);
  set("view", state.view, "list");
  return params;
}

/** Whether the address holds a search to run: at least a day to start on. */
export const isSearch = (state: SearchState) => state.checkIn !== "";

/** The contract's input for a search in an area; null when there is none to run. */
export function searchInputOf(area: SearchArea, state: SearchState): OfferSearchInput | null {
  if (!isSearch(state)) return null;
  const { filters } = state;
  const has = (filter: Parameters<typeof area.filters.includes>[0]) =>
    area.filters.includes(filter);
  return {
    area: area.code,
    destinationId: state.destinationId || null,
    destination: state.destinationId ? null : state.destination || null,
    originId: area.origin ? state.originId || null : null,
    checkIn: state.checkIn,
    checkOut: hasEndDate(area) ? state.checkOut || null : null,
    guests: state.guests,
    rooms: area.rooms ? state.rooms : undefined,
    sort: SORTS[state.sort],
    filters: {
      priceMin: filters.priceMin || null,
      priceMax: filters.priceMax || null,
      minRating: filters.minRating,
      stars: has("stars") && filters.stars.length > 0 ? filters.stars : null,
      freeCancellation: filters.freeCancellation || null,
      amenities: has("amenities") && filters.amenities.length > 0 ? filters.amenities : null,
      cabin: has("cabin") && filters.cabin ? filters.cabin : null,
      carClass: has("carClass") && filters.carClass ? filters.carClass : null,
      maxStops: has("maxStops") ? filters.maxStops : null,
    },
  };
}

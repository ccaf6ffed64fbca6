/**
 * What an offer of each of the 14 product areas (schema/search.graphql) is searched and booked
 * with: its product code, the page it is on (weeks shares /resorts, spec §2), its dates, its
 * party, its rooms and its search filters. The search and the booking view both read it.
 */
import type { ProductArea } from "../__generated__/graphql";
import { offerPath, type ProductAreaKey } from "../config/paths";
import type { LabelKey } from "./i18n";

/** A searchable area: the 13 area pages, and weeks on the resorts page. */
export type SearchAreaKey = ProductAreaKey | "weeks";

/**
 * `stay`: check-in and check-out; `rental`: pick-up and drop-off; `day`: one start day (a week
 * starts on it, see `isWeek`).
 */
export type DatesKind = "stay" | "rental" | "day";

/** Area-specific filters. */
export type AreaFilter = "cabin" | "carClass" | "maxStops" | "amenities" | "stars";

export interface SearchArea {
  key: SearchAreaKey;
  code: ProductArea;
  /** The area page the search is on. */
  page: ProductAreaKey;
  dates: DatesKind;
  /** Whether a number of rooms (units) is asked for: the NIGHT and WEEK areas. */
  rooms: boolean;
  /** Whether a "from" place is asked for (flights, packages). */
  origin: boolean;
  /** What the party is called: guests, passengers, travellers or people. */
  party: "guests" | "passengers" | "travellers" | "people";
  filters: readonly AreaFilter[];
  /** The choices of the cabin filter, when it has one. */
  cabins?: readonly string[];
  amenities?: readonly string[];
}

const FLIGHT_CABINS = ["ECONOMY", "PREMIUM_ECONOMY", "BUSINESS", "FIRST"] as const;
const CRUISE_CABINS = ["INSIDE", "OCEAN_VIEW", "BALCONY", "SUITE"] as const;
export const CAR_CLASSES = ["ECONOMY", "COMPACT", "SUV", "PREMIUM", "VAN"] as const;
const HOTEL_AMENITIES = ["WIFI", "POOL", "SPA", "PARKING", "BREAKFAST", "AIR_CONDITIONING"];
const RENTAL_AMENITIES = ["WIFI", "POOL", "KITCHEN", "WASHER", "PARKING", "AIR_CONDITIONING"];

const stay = (
  key: SearchAreaKey,
  code: ProductArea,
  amenities: readonly string[],
  page: ProductAreaKey = key as ProductAreaKey,
): SearchArea => ({
  key,
  code,
  page,
  dates: "stay",
  rooms: true,
  origin: false,
  party: "guests",
  filters: ["stars", "amenities"],
  amenities,
});

const day = (
  key: SearchAreaKey,
  code: ProductArea,
  party: SearchArea["party"],
  more: Partial<SearchArea> = {},
): SearchArea => ({
  key,
  code,
  page: key as ProductAreaKey,
  dates: "day",
  rooms: false,
  origin: false,
  party,
  filters: [],
  ...more,
});

/** Every searchable area, in the menu's order. */
export const searchAreas: readonly SearchArea[] = [
  day("dreamtrips", "DTPS", "travellers"),
  stay("hotelgd", "HLTGD", HOTEL_AMENITIES),
  stay("hotel", "HLT", HOTEL_AMENITIES),
  stay("condo", "CND", RENTAL_AMENITIES),
  day("packages", "PKG", "travellers", {
    origin: true,
    filters: ["cabin", "stars"],
    cabins: FLIGHT_CABINS,
  }),
  stay("stays", "STY", RENTAL_AMENITIES),
  stay("resorts", "RST", HOTEL_AMENITIES),
  {
    ...day("weeks", "WEK", "guests", { rooms: true, filters: ["amenities"] }),
    page: "resorts",
    amenities: RENTAL_AMENITIES,
  },
  stay("holidaystays", "SBM", RENTAL_AMENITIES),
  day("cruises", "CRU", "passengers", { filters: ["cabin"], cabins: CRUISE_CABINS }),
  day("flight", "FLT", "passengers", {
    origin: true,
    filters: ["cabin", "maxStops"],
    cabins: FLIGHT_CABINS,
  }),
  { ...day("cars", "CAR", "passengers", { filters: ["carClass"] }), dates: "rental" },
  day("transfers", "TRA", "passengers"),
  day("activities", "ACT", "people"),
];

/** The searchable areas of an area page: one, or resorts and weeks on /resorts. */
export function areasOfPage(page: ProductAreaKey): SearchArea[] {
  return searchAreas.filter((area) => area.page === page);
}

/** The area searched on a page: the one the address names (`?type=weeks`), else the page's own. */
export function searchAreaOf(page: ProductAreaKey, type: string | null): SearchArea {
  const areas = areasOfPage(page);
  return areas.find((area) => area.key === type) ?? areas[0]!;
}

/** Whether an area's dates end on a second day (check-out, drop-off). */
export const hasEndDate = (area: SearchArea) => area.dates !== "day";

/** Most rooms (units) of a search or a booking (schema TripInput.rooms, OfferSearchInput.rooms). */
export const MAX_ROOMS = 5;

export { WEEK_NIGHTS } from "./trip-dates";

/** Whether the area's offers are weeks: one start day on the offer's start weekday, units. */
export const isWeek = (area: SearchArea) => area.code === "WEK";

/** The area of a product code (every code has one). */
export function areaOfCode(code: ProductArea): SearchArea {
  const area = searchAreas.find((a) => a.code === code);
  if (!area) throw new Error(`Unknown product area ${code}`);
  return area;
}

/** The label naming an area ("Flights", "Weeks"). */
export const areaLabelKey = (area: SearchArea): LabelKey => `menu.${area.key}`;

/** The booking view of an offer of an area, on its area's page (weeks: /resorts/offers/…). */
export const offerPathOf = (code: ProductArea, offerId: string) =>
  offerPath(areaOfCode(code).page, offerId);

/**
 * The internal product areas (spec §1, the product codes of site/products.ts) and how each is
 * priced and sold:
 *
 * - NIGHT (hotels, hotel deals, resorts, stays, holiday stays, condos): every night from check-in
 *   to check-out must be on sale with `rooms` units left; total = sum of the nights × rooms;
 *   guests ≤ max_guests × rooms.
 * - DAY (cars): every day from pick-up to the day before drop-off, one car; total = sum of the
 *   days; guests ≤ the car's seats (max_guests).
 * - WEEK (weeks): the week starting on check-in (its start weekday), `rooms` units; total = the
 *   week's price × rooms; guests ≤ max_guests × rooms.
 * - PERSON (activities, flights, cruises, packages, dream trips): the start day (date, departure,
 *   sailing) with `guests` places left; total = the day's price × guests; guests ≤ max_guests.
 * - TRIP (transfers): one vehicle on the day; total = the day's price; guests ≤ its seats.
 */
export const AREAS = [
  "DTPS",
  "HLTGD",
  "HLT",
  "SBM",
  "PKG",
  "STY",
  "CND",
  "RST",
  "WEK",
  "CRU",
  "FLT",
  "CAR",
  "TRA",
  "ACT",
] as const;
export type Area = (typeof AREAS)[number];

export type PriceUnit = "NIGHT" | "DAY" | "WEEK" | "PERSON" | "TRIP";

export const AREA_UNITS: Readonly<Record<Area, PriceUnit>> = {
  DTPS: "PERSON",
  HLTGD: "NIGHT",
  HLT: "NIGHT",
  SBM: "NIGHT",
  PKG: "PERSON",
  STY: "NIGHT",
  CND: "NIGHT",
  RST: "NIGHT",
  WEK: "WEEK",
  CRU: "PERSON",
  FLT: "PERSON",
  CAR: "DAY",
  TRA: "TRIP",
  ACT: "PERSON",
};

/** The contract's schema (components/schemas) of each area's `attributes`. */
export const AREA_ATTRIBUTE_SCHEMAS: Readonly<Record<Area, string>> = {
  DTPS: "DreamTripAttributes",
  HLTGD: "HotelAttributes",
  HLT: "HotelAttributes",
  SBM: "RentalAttributes",
  PKG: "PackageAttributes",
  STY: "RentalAttributes",
  CND: "RentalAttributes",
  RST: "HotelAttributes",
  WEK: "RentalAttributes",
  CRU: "CruiseAttributes",
  FLT: "FlightAttributes",
  CAR: "CarAttributes",
  TRA: "TransferAttributes",
  ACT: "ActivityAttributes",
};

export function isArea(code: string): code is Area {
  return (AREAS as readonly string[]).includes(code);
}

/** Whether the unit prices a range of days (check-in to check-out) rather than one start day. */
export function pricesRange(unit: PriceUnit): boolean {
  return unit === "NIGHT" || unit === "DAY";
}

export interface Party {
  guests: number;
  rooms: number;
}

/** Units a booking takes on each calendar day it covers. */
export function unitsNeeded(unit: PriceUnit, party: Party): number {
  if (unit === "PERSON") return party.guests;
  if (unit === "NIGHT" || unit === "WEEK") return party.rooms;
  return 1;
}

/** What the summed day prices are multiplied by for the total. */
export function priceMultiplier(unit: PriceUnit, party: Party): number {
  return unitsNeeded(unit, party);
}

/** Guests one unit holds times the units taken: the most guests a booking may bring. */
export function capacityUnits(unit: PriceUnit, party: Party): number {
  return unit === "NIGHT" || unit === "WEEK" ? party.rooms : 1;
}

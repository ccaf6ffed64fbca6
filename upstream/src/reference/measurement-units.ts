/**
 * Distance and temperature unit rules. No data package carries these, so they are small tables.
 * Sources: Wikipedia "Miles per hour" (§ Usage: road speeds and distances in miles) and
 * "Metrication in the United Kingdom"; Wikipedia "Fahrenheit" (§ Usage: the United States and its
 * territories, the Bahamas, Belize, the Cayman Islands, Liberia, and the Freely Associated States
 * Palau, Micronesia and the Marshall Islands). The spec adds Myanmar to the miles list.
 */

/** The US territories, which keep both the miles and the degrees Fahrenheit. */
const US_TERRITORIES = ["AS", "GU", "MP", "PR", "VI", "UM"];

/** Countries that sign road distances in miles. */
export const MILES_COUNTRIES: ReadonlySet<string> = new Set([
  "US",
  "GB",
  "LR",
  "MM",
  ...US_TERRITORIES,
  // UK Crown dependencies and the overseas territories that keep miles.
  "IM",
  "JE",
  "GG",
  "AI",
  "VG",
  "KY",
  "FK",
  "MS",
  "SH",
  "TC",
]);

/** Countries that report everyday temperatures in degrees Fahrenheit. */
export const FAHRENHEIT_COUNTRIES: ReadonlySet<string> = new Set([
  "US",
  "BS",
  "KY",
  "LR",
  "PW",
  "FM",
  "MH",
  "BZ",
  ...US_TERRITORIES,
]);

export type DistanceUnit = "Miles" | "Km";
export type TempUnit = "C" | "F";

/** Distance-unit rule: miles for the countries listed above, kilometres everywhere else. */
export function distanceUnitFor(countryCode: string): DistanceUnit {
  return MILES_COUNTRIES.has(countryCode) ? "Miles" : "Km";
}

/** Temperature-unit rule: Fahrenheit for the countries listed above, Celsius everywhere else. */
export function tempUnitFor(countryCode: string): TempUnit {
  return FAHRENHEIT_COUNTRIES.has(countryCode) ? "F" : "C";
}

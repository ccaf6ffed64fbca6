/**
 * Country-list rule: one row per world-countries entry plus the two legacy Trinidad and Tobago
 * rows (TTD, TTO) the spec requires; ids follow the country code, United States pinned to 235;
 * the United States is the only default country; a country world-countries gives no flag emoji
 * (Caribbean Netherlands) gets the regional-indicator one of its code.
 */
import { dialCodesByCountry } from "./dial-code";
import { flagEmoji } from "./flag-emoji";
import {
  distanceUnitFor,
  tempUnitFor,
  type DistanceUnit,
  type TempUnit,
} from "./measurement-units";
import type { SourceCountry } from "./source-country";
import { assignStableIds } from "./stable-ids";

export interface CountryRow {
  countryId: number;
  countryCode: string;
  countryName: string;
  countryFlag: string | null;
  isdCode: string | null;
  distanceUnit: DistanceUnit | null;
  tempUnit: TempUnit | null;
  /** ISO 4217 code of the main currency, or null when the source lists none. */
  currencyCode: string | null;
  isDefault: boolean;
}

export const DEFAULT_COUNTRY_CODE = "US";
/** Spec §9: default country id 235 (profile fallback country). */
export const DEFAULT_COUNTRY_ID = 235;
/**
 * Spec §5: Trinidad and Tobago appears three times, with codes TTD, TTO and TT. The extra rows
 * (the currency and the alpha-3 code, kept by the original system) copy the TT row.
 */
export const TRINIDAD_LEGACY_CODES = ["TTD", "TTO"] as const;
const TRINIDAD_CODE = "TT";

/** Default-country rule: only the United States is the default country. */
export function isDefaultCountry(countryCode: string): boolean {
  return countryCode === DEFAULT_COUNTRY_CODE;
}

/** Builds every country row from world-countries entries. */
export function buildCountryRows(source: readonly SourceCountry[]): CountryRow[] {
  const dialCodes = dialCodesByCountry(source);
  const rows = source.map((c): Omit<CountryRow, "countryId"> => ({
    countryCode: c.cca2,
    countryName: c.name.common,
    countryFlag: c.flag || flagEmoji(c.cca2),
    isdCode: dialCodes.get(c.cca2) ?? null,
    distanceUnit: distanceUnitFor(c.cca2),
    tempUnit: tempUnitFor(c.cca2),
    currencyCode: Object.keys(c.currencies ?? {})[0] ?? null,
    isDefault: isDefaultCountry(c.cca2),
  }));
  const trinidad = rows.find((r) => r.countryCode === TRINIDAD_CODE);
  if (trinidad === undefined) throw new Error("Country data has no Trinidad and Tobago (TT) entry");
  rows.push(...TRINIDAD_LEGACY_CODES.map((countryCode) => ({ ...trinidad, countryCode })));

  const codes = rows.map((r) => r.countryCode).sort();
  const ids = assignStableIds(codes, { [DEFAULT_COUNTRY_CODE]: DEFAULT_COUNTRY_ID });
  return rows
    .map((r) => ({ countryId: ids.get(r.countryCode) ?? 0, ...r }))
    .sort((a, b) => a.countryId - b.countryId);
}

/**
 * First-visit rule (spec §3 stored state, §9 defaults): a visitor with no country or currency
 * yet starts with the country of its address and that country's currency when the site offers
 * it, else USD; when the address cannot be located (or the lookup failed) the United States
 * (id 235) and USD.
 */
import { offeredCurrency } from "../locale/locale-selection";
import { DEFAULT_CURRENCY } from "../locale/locale.fallbacks";
import type { CurrencyMapper } from "../locale/locale.mappers";
import type { Geolocation } from "./preferences.mappers";

/** Spec §9: default country id 235, the United States. */
export const FALLBACK_COUNTRY = { id: 235, code: "US" } as const;

export interface VisitorDefaultsModel {
  countryId: number;
  countryCode: string;
  currency: CurrencyMapper;
  source: "GEOLOCATION" | "FALLBACK";
}

export function firstVisitDefaults(
  geolocation: Geolocation | null,
  currencies: readonly CurrencyMapper[],
): VisitorDefaultsModel {
  const usd = offeredCurrency(currencies, DEFAULT_CURRENCY.code) ?? { ...DEFAULT_CURRENCY };
  if (geolocation?.countryId == null || geolocation.countryCode == null) {
    return {
      countryId: FALLBACK_COUNTRY.id,
      countryCode: FALLBACK_COUNTRY.code,
      currency: usd,
      source: "FALLBACK",
    };
  }
  return {
    countryId: geolocation.countryId,
    countryCode: geolocation.countryCode,
    currency: offeredCurrency(currencies, geolocation.currencyCode) ?? usd,
    source: "GEOLOCATION",
  };
}

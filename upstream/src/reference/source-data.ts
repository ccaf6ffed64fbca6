/** Builds the reference rows (countries, nationalities, currencies) from the installed data packages. */
import currencyCodes from "currency-codes";
import worldCountries from "world-countries";
import type { UsdSnapshot } from "../rates/usd-snapshot";
import { buildCountryRows, type CountryRow } from "./countries";
import { buildCurrencyRows, type CurrencyRow } from "./currencies";
import { currencyUsers } from "./currency-users";
import { readIsoFundCodes } from "./iso-funds";
import { buildNationalityRows, type NationalityRow } from "./nationalities";
import type { SourceCountry } from "./source-country";

export interface ReferenceRows {
  countries: CountryRow[];
  nationalities: NationalityRow[];
  currencies: CurrencyRow[];
}

export function buildReferenceRows(snapshot: UsdSnapshot): ReferenceRows {
  const source: readonly SourceCountry[] = worldCountries;
  const users = currencyUsers(currencyCodes.data, source);
  const funds = readIsoFundCodes();
  return {
    countries: buildCountryRows(source),
    nationalities: buildNationalityRows(source),
    currencies: buildCurrencyRows(
      currencyCodes.data.map((c) => ({
        code: c.code,
        name: c.currency,
        users: users.get(c.code) ?? [],
        isFund: funds.has(c.code),
        hasUsdRate: snapshot.unitsPerUsd.has(c.code),
      })),
    ),
  };
}

/**
 * The Spanish common names of `world-countries` (its "spa" translations), by ISO alpha-2 code
 * and by English common name (for the legacy codes that repeat a country's name).
 */
export function spanishCountryNames(): {
  byCode: Map<string, string>;
  byEnglishName: Map<string, string>;
} {
  const byCode = new Map<string, string>();
  const byEnglishName = new Map<string, string>();
  for (const c of worldCountries) {
    const spanish = (c.translations as Record<string, { common?: string } | undefined>).spa?.common;
    if (!spanish) continue;
    byCode.set(c.cca2, spanish);
    byEnglishName.set(c.name.common, spanish);
  }
  return { byCode, byEnglishName };
}

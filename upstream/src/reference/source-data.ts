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

/** Small in-memory upstream data the msw handlers serve; reset after every test. */
import type { CurrencyMapper, LanguageMapper } from "../locale/locale.mappers";
import type { CurrencyRateEntry, PreferredRef } from "../locale/locale.types";
import type { CountryMapper, NationalityMapper } from "../reference/reference.mappers";
import type { SiteConfigMapper } from "../site/site.mappers";
import { seedAccounts, type AccountsDb } from "./accounts-db";
import { seedAgent, type AgentDb } from "./agent-db";
import { seedReferral, type ReferralDb } from "./referral-db";
import { seedSavings, type SavingsDb } from "./savings-db";
import { seedStyles, type StylesDb } from "./styles-db";
import { seedWallet, type WalletDb } from "./wallet-db";
import {
  buildCountry,
  buildCurrency,
  buildLanguage,
  buildNationality,
  buildSiteConfig,
} from "./factories";

export interface UpstreamDb {
  countries: CountryMapper[];
  nationalities: NationalityMapper[];
  currencies: CurrencyMapper[];
  languages: LanguageMapper[];
  preferredCurrency: PreferredRef;
  preferredLanguage: PreferredRef;
  /** Units of each currency per one US dollar. */
  usdRates: CurrencyRateEntry[];
  rateDate: string;
  siteConfig: SiteConfigMapper;
}

function seed(): UpstreamDb {
  const trinidad = { countryName: "Trinidad and Tobago", isdCode: "+1-868", countryFlag: "🇹🇹" };
  return {
    countries: [
      buildCountry({
        countryId: 235,
        countryName: "United States",
        countryCode: "US",
        countryFlag: "🇺🇸",
        isdCode: "+1",
        distanceUnit: "Miles",
        tempUnit: "F",
        default_country: "true",
      }),
      buildCountry({ countryId: 107, countryName: "Japan", countryCode: "JP", isdCode: "+81" }),
      buildCountry({ countryId: 224, ...trinidad, countryCode: "TTD" }),
      buildCountry({ countryId: 225, ...trinidad, countryCode: "TTO" }),
      buildCountry({ countryId: 226, ...trinidad, countryCode: "TT" }),
      buildCountry({
        countryId: 234,
        countryName: "United Kingdom",
        countryCode: "GB",
        countryFlag: "🇬🇧",
        isdCode: "+44",
        distanceUnit: "Miles",
        tempUnit: "C",
      }),
      buildCountry({
        countryId: 1,
        countryName: "Antarctica",
        countryCode: "AQ",
        isdCode: null,
        distanceUnit: null,
        tempUnit: null,
      }),
    ],
    nationalities: [
      buildNationality({ nationalityId: 1, nationalityName: "American", nationalityCode: "US" }),
      buildNationality({ nationalityId: 5, nationalityName: "Andorran", nationalityCode: "AD" }),
      buildNationality({ nationalityId: 20, nationalityName: "British", nationalityCode: "GB" }),
      buildNationality({ nationalityId: 90, nationalityName: "Japanese", nationalityCode: "JP" }),
    ],
    currencies: [
      buildCurrency({ id: 9, code: "USD", name: "US Dollar", flag: "🇺🇸" }),
      buildCurrency({ id: 3, code: "EUR", name: "Euro", flag: "🇪🇺" }),
      buildCurrency({ id: 4, code: "GBP", name: "Pound Sterling", flag: "🇬🇧" }),
      buildCurrency({ id: 12, code: "JPY", name: "Yen", flag: "🇯🇵" }),
      buildCurrency({ id: 30, code: "CHF", name: "Swiss Franc", status: 0, flag: "🇨🇭" }),
    ],
    languages: [
      buildLanguage({
        id: 1,
        code: "en-US",
        name: "English",
        labels: [{ field_name: "menu.hotel", wl_lang_value: "Hotels" }],
      }),
      buildLanguage({
        id: 2,
        code: "es-ES",
        name: "Español",
        labels: [{ field_name: "menu.hotel", wl_lang_value: "Hoteles" }],
      }),
    ],
    preferredCurrency: { id: 9, code: "USD" },
    preferredLanguage: { id: 1, code: "en-US" },
    usdRates: [
      { currency: "USD", rate: 1 },
      { currency: "EUR", rate: 0.92 },
      { currency: "GBP", rate: 0.8 },
      { currency: "JPY", rate: 150 },
    ],
    rateDate: "2026-11-21",
    siteConfig: buildSiteConfig(),
  };
}

export const db: UpstreamDb = seed();

/** Accounts data (users, sessions, links, activity), reset with the rest. */
export const accountsDb: AccountsDb = seedAccounts();

/** Savings data (members, provider import, faults), reset with the rest. */
export const savingsDb: SavingsDb = seedSavings();

/** Referral and loyalty data, reset with the rest. */
export const referralDb: ReferralDb = seedReferral();

/** White-label styles, reset with the rest. */
export const stylesDb: StylesDb = seedStyles();

/** Wallet, offers and reservations data, reset with the rest. */
export const walletDb: WalletDb = seedWallet();

/** Agent clients, quotes and bookings, reset with the rest. */
export const agentDb: AgentDb = seedAgent();

export function resetUpstreamDb(): void {
  Object.assign(db, seed());
  Object.assign(accountsDb, seedAccounts());
  Object.assign(savingsDb, seedSavings());
  Object.assign(referralDb, seedReferral());
  Object.assign(walletDb, seedWallet());
  Object.assign(agentDb, seedAgent());
  Object.assign(stylesDb, seedStyles());
}

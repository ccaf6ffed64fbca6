/** Decoded bodies of the locale endpoints. */
import type { CurrencyMapper, LanguageMapper } from "./locale.mappers";

/** An id and code pair naming the organisation's configured default. */
export interface PreferredRef {
  id: number;
  code: string;
}

/** POST /api/layout/getCurrencyinfo → data. */
export interface CurrencyInfo {
  currencies: CurrencyMapper[];
  languages: LanguageMapper[];
  preferredCurrency: PreferredRef;
  preferredLanguage: PreferredRef;
}

/** One entry of `roes`: units of `currency` per one unit of the base currency. */
export interface CurrencyRateEntry {
  currency: string;
  rate: number;
}

/** POST /api/general/getCurrencyRate → data.data (the parts the gateway reads). */
export interface CurrencyRates {
  fromCurrency: string;
  roes: CurrencyRateEntry[];
  /** YYYY-MM-DD. */
  rateDate: string;
}

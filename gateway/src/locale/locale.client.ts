/** Typed client of the upstream locale endpoints (currencies, languages, exchange rates). */
import { contractDecoder, dataDecoder, succeeded } from "../upstream/contract";
import { SHARED_READ, type UpstreamCallMeta, type UpstreamHttp } from "../upstream/http";
import type { CurrencyInfo, CurrencyRates } from "./locale.types";

export const LOCALE_PATHS = {
  currencyInfo: "/api/layout/getCurrencyinfo",
  currencyRate: "/api/general/getCurrencyRate",
} as const;

const decodeCurrencyInfo = dataDecoder("post", LOCALE_PATHS.currencyInfo);
/** An unknown currency (`status: 0`) fails as a bad response. */
const decodeCurrencyRates = contractDecoder(
  "post",
  LOCALE_PATHS.currencyRate,
  (b) => succeeded(b).data.data,
);

export interface LocaleClient {
  /** Currencies, languages and the organisation's preferred ones. */
  getCurrencyInfo(meta: UpstreamCallMeta): Promise<CurrencyInfo>;
  /** Rates from `fromCurrency` to every currency with a known rate (`all: true`). */
  getAllRatesFrom(fromCurrency: string, meta: UpstreamCallMeta): Promise<CurrencyRates>;
}

export function createLocaleClient(http: UpstreamHttp): LocaleClient {
  return {
    getCurrencyInfo: (meta) =>
      http.post(LOCALE_PATHS.currencyInfo, {}, meta, decodeCurrencyInfo, SHARED_READ),
    getAllRatesFrom: (fromCurrency, meta) =>
      http.post(
        LOCALE_PATHS.currencyRate,
        { fromCurrency, all: true },
        meta,
        decodeCurrencyRates,
        SHARED_READ,
      ),
  };
}

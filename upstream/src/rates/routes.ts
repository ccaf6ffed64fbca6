/** REST route of exchange rates. */
import type { Db } from "../db/db";
import { optionalBoolean, optionalString } from "../http/body-fields";
import { RATES_CACHE_CONTROL, type PublicReads } from "../http/cached-read";
import type { ApiRequest, Route } from "../http/router";
import { currencyRate, normaliseRateRequest } from "./currency-rate";
import { latestRates } from "./store";

export const RATE_TABLES = ["exchange_rates"] as const;

export function ratesRoutes(db: Db, reads: PublicReads): Route[] {
  const getCurrencyRate = async ({ body }: ApiRequest) => {
    const request = {
      fromCurrency: optionalString(body, "fromCurrency"),
      toCurrency: optionalString(body, "toCurrency"),
      all: optionalBoolean(body, "all"),
    };
    const { from, to, all } = normaliseRateRequest(request);
    // the answer depends on the normalised request only (currencyRate normalises it again)
    const key = `rates:${from}:${to ?? ""}:${all ? 1 : 0}`;
    return reads.json(key, RATE_TABLES, RATES_CACHE_CONTROL, async () => {
      const rates = await latestRates(db, all ? undefined : to === null ? [from] : [from, to]);
      const result = currencyRate({ fromCurrency: from, toCurrency: to ?? undefined, all }, rates);
      return result.ok
        ? { status: 1, data: { data: result.data } }
        : { status: 0, message: `Unknown currency ${result.unknownCode}`, data: { data: null } };
    });
  };
  return [{ method: "POST", path: "/api/general/getCurrencyRate", handler: getCurrencyRate }];
}

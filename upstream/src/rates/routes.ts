/** REST route of exchange rates. */
import type { Db } from "../db/db";
import { optionalBoolean, optionalString } from "../http/body-fields";
import { ok, type ApiRequest, type Route } from "../http/router";
import { currencyRate, normaliseRateRequest } from "./currency-rate";
import { latestRates } from "./store";

export function ratesRoutes(db: Db): Route[] {
  const getCurrencyRate = async ({ body }: ApiRequest) => {
    const request = {
      fromCurrency: optionalString(body, "fromCurrency"),
      toCurrency: optionalString(body, "toCurrency"),
      all: optionalBoolean(body, "all"),
    };
    const { from, to, all } = normaliseRateRequest(request);
    const rates = await latestRates(db, all ? undefined : to === null ? [from] : [from, to]);
    const result = currencyRate(request, rates);
    return ok(
      result.ok
        ? { status: 1, data: { data: result.data } }
        : { status: 0, message: `Unknown currency ${result.unknownCode}`, data: { data: null } },
    );
  };
  return [{ method: "POST", path: "/api/general/getCurrencyRate", handler: getCurrencyRate }];
}

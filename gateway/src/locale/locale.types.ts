/** Bodies of the locale endpoints, as the contract (upstream/openapi.yaml) documents them. */
import type { components } from "@travel/schema/rest";

/** An id and code pair naming the organisation's configured default. */
export type PreferredRef = components["schemas"]["IdAndCode"];

/** POST /api/layout/getCurrencyinfo → data. */
export type CurrencyInfo = components["schemas"]["CurrencyInfoResponse"]["data"];

/** POST /api/general/getCurrencyRate → data.data. */
export type CurrencyRates = components["schemas"]["CurrencyRateResponse"]["data"]["data"];

/** One entry of `roes`: units of `currency` per one unit of the base currency. */
export type CurrencyRateEntry = CurrencyRates["roes"][number];

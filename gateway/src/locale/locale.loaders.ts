/** Per-request loaders of the locale data, with the fallbacks applied once. */
import type { Logger } from "@travel/service-kit/logger";
import { createEndpointLoader, type EndpointLoader } from "../upstream/endpoint-loader";
import { withFallback } from "../upstream/fallback";
import type { UpstreamCallMeta } from "../upstream/http";
import { createRateTable, type RateTable } from "./exchange";
import type { LocaleClient } from "./locale.client";
import { fallbackCurrencyInfo } from "./locale.fallbacks";
import type { CurrencyInfo } from "./locale.types";

/** Every rate is derived from the upstream's table from this currency (one call per request). */
export const RATE_TABLE_BASE = "USD";

export interface LocaleLoaders {
  currencyInfo: EndpointLoader<CurrencyInfo>;
  /** The rate table from USD; null when the rates cannot be loaded (spec §8: rate errors give null). */
  rateTable: EndpointLoader<RateTable | null>;
}

export function createLocaleLoaders(
  client: LocaleClient,
  meta: UpstreamCallMeta,
  logger: Logger,
): LocaleLoaders {
  return {
    currencyInfo: createEndpointLoader(() =>
      withFallback(() => client.getCurrencyInfo(meta), fallbackCurrencyInfo, logger),
    ),
    rateTable: createEndpointLoader(() =>
      withFallback(
        async () => {
          const rates = await client.getAllRatesFrom(RATE_TABLE_BASE, meta);
          return createRateTable(rates.fromCurrency, rates.roes);
        },
        () => null,
        logger,
      ),
    ),
  };
}

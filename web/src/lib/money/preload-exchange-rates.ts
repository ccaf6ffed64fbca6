import type { Preload } from "../preload";
import { ExchangeRatesQuery } from "./exchange-rates-query";

/** The exchange rates prices are converted with. */
export const preloadExchangeRates: Preload = ({ client }) =>
  client.query({ query: ExchangeRatesQuery });

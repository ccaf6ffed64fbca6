import { graphql } from "../../__generated__";

/** Rates from USD to every currency; null when the gateway cannot load them. */
export const ExchangeRatesQuery = graphql(`
  query ExchangeRates {
    exchangeRates(base: "USD") {
      currency
      rate
    }
  }
`);

import { getFragmentData, graphql, type FragmentType } from "../../__generated__";
import type { MoneyValue } from "../../lib/money/money-amount";

/** What `quotePrice` reads of a quote (agent-queries: the quotes list and the quote mutations). */
export const AgentQuotePrices = graphql(`
  fragment AgentQuotePrices on AgentQuote {
    price {
      decimal
      currency
    }
    priceUsd {
      decimal
      currency
    }
  }
`);

/**
 * A quote's price as the agent's pages show it: `shown` in the chosen currency, or in USD when
 * the quote has no price in it; `usd`, the USD price to show beside it when `shown` is in
 * another currency (else null).
 */
export function quotePrice(quote: FragmentType<typeof AgentQuotePrices>): {
  shown: MoneyValue;
  usd: MoneyValue | null;
} {
  const { price, priceUsd } = getFragmentData(AgentQuotePrices, quote);
  return { shown: price ?? priceUsd, usd: price && price.currency !== "USD" ? priceUsd : null };
}

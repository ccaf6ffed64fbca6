import type { ApolloCache } from "@apollo/client";

/**
 * After a booking: the trips list, the wallet (cards spent) and an agent's quotes (one became
 * BOOKED) and bookings are asked for again when next shown.
 */
export function forgetBookedData(cache: ApolloCache): void {
  for (const fieldName of [
    "reservations",
    "reservationsConnection",
    "wallet",
    "agentQuote",
    "agentQuotes",
    "agentQuotesConnection",
    "agentBookingHistory",
    "agentBookingHistoryConnection",
  ])
    cache.evict({ id: "ROOT_QUERY", fieldName });
  cache.gc();
}

import type { ApolloCache } from "@apollo/client";

/** After a booking: the trips list and the wallet (cards spent) are asked for again when next shown. */
export function forgetBookedData(cache: ApolloCache): void {
  for (const fieldName of ["reservations", "reservationsConnection", "wallet"])
    cache.evict({ id: "ROOT_QUERY", fieldName });
  cache.gc();
}

import type { Preload } from "../../lib/preload";
import { preloadExchangeRates } from "../../lib/money/preload-exchange-rates";
import { BookingContextQuery } from "./booking-context-query";

/**
 * What the booking view shows first: the offer, its context (minimum check-in, can-book) and
 * the rates it converts with; each its own preload, so each starts in a task of its own. The
 * offer's query (with the facts of every area) comes with its own small script, so the first
 * page's code does not carry it.
 */
export const offerBookingPreloads: readonly Preload[] = [
  ({ client, params }) => {
    const id = params?.offerId;
    return id
      ? import("./offer-query").then(({ OfferQuery }) =>
          client.query({ query: OfferQuery, variables: { id } }),
        )
      : Promise.resolve();
  },
  ({ client }) => client.query({ query: BookingContextQuery }),
  preloadExchangeRates,
];

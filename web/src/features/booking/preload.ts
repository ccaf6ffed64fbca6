import type { Preload } from "../../lib/preload";
import { preloadExchangeRates } from "../../lib/money/preload-exchange-rates";
import { BookingContextQuery } from "./booking-context-query";
import { OfferQuery } from "./offer-query";

/**
 * What the booking view shows first: the offer, its context (minimum check-in, can-book) and
 * the rates it converts with; each its own preload, so each starts in a task of its own.
 */
export const offerBookingPreloads: readonly Preload[] = [
  ({ client, params }) =>
    params?.offerId
      ? client.query({ query: OfferQuery, variables: { id: params.offerId } })
      : Promise.resolve(),
  ({ client }) => client.query({ query: BookingContextQuery }),
  preloadExchangeRates,
];

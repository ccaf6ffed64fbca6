import type { Preload } from "../../lib/preload";
import { preloadExchangeRates } from "../locale";
import { BookingContextQuery } from "./booking-context-query";
import { OfferQuery } from "./offer-query";

/** The booking view's offer, its context (minimum check-in, can-book) and the rates it converts with. */
export const preloadOfferBooking: Preload = (context) => {
  const { client, params } = context;
  const id = params?.offerId;
  return Promise.all([
    id ? client.query({ query: OfferQuery, variables: { id } }) : undefined,
    client.query({ query: BookingContextQuery }),
    preloadExchangeRates(context),
  ]);
};

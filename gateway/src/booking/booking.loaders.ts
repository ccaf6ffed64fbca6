/**
 * Per-request loaders of the offers and reservations: a request asking for the same search,
 * the same offer (a quote next to `offer(id)`), or the reservations twice calls the upstream
 * once. Failures are logged once with the request id.
 */
import DataLoader from "dataloader";
import type { AccountsLoaders } from "../accounts/accounts.loaders";
import type { SessionTransport } from "../http/session";
import type { Logger } from "@travel/service-kit/logger";
import { createEndpointLoader, type EndpointLoader } from "../upstream/endpoint-loader";
import { withFallback } from "../upstream/fallback";
import type { UpstreamCallMeta } from "../upstream/http";
import type { BookingClient, OfferSearch } from "./booking.client";
import type { OfferEntry, ReservationEntry, TripPriceEntry, TripPriceKey } from "./booking.mappers";

/** An offer by id: found, unknown (null), or not known because the call failed. */
export interface OfferLookup {
  offer: OfferEntry | null;
  failed: boolean;
}

/** A trip's calendar price: priced (available or not), not priced (null), or the call failed. */
export interface TripPriceLookup {
  price: TripPriceEntry | null;
  failed: boolean;
}

export interface BookingLoaders {
  /** A trip's price from the offer's calendar (a quote and a booking in one request: one call). */
  tripPrice: DataLoader<TripPriceKey, TripPriceLookup, string>;
  /** Offers of a search; empty on failure (logged). */
  offerSearch: DataLoader<OfferSearch, OfferEntry[], string>;
  offer: DataLoader<number, OfferLookup>;
  /** The signed-in user's reservations; null when signed out or on failure (logged). */
  reservations: EndpointLoader<ReservationEntry[] | null>;
}

export function createBookingLoaders(
  client: BookingClient,
  meta: UpstreamCallMeta,
  logger: Logger,
  session: SessionTransport,
  accounts: AccountsLoaders,
): BookingLoaders {
  const each =
    <K, V>(load: (key: K) => Promise<V>) =>
    (keys: readonly K[]) =>
      Promise.all(keys.map(load));
  return {
    offerSearch: new DataLoader(
      each((search: OfferSearch) =>
        withFallback(
          () => client.searchOffers(meta, search),
          () => [],
          logger,
        ),
      ),
      { cacheKeyFn: (s) => `${s.product}|${s.destination ?? ""}` },
    ),
    offer: new DataLoader(
      each(async (offerId: number): Promise<OfferLookup> =>
        withFallback<OfferLookup>(
          async () => ({ offer: await client.getOffer(meta, offerId), failed: false }),
          () => ({ offer: null, failed: true }),
          logger,
        ),
      ),
    ),
    tripPrice: new DataLoader(
      each((trip: TripPriceKey): Promise<TripPriceLookup> =>
        withFallback<TripPriceLookup>(
          async () => ({ price: await client.priceTrip(meta, trip), failed: false }),
          () => ({ price: null, failed: true }),
          logger,
        ),
      ),
      {
        cacheKeyFn: (t) => `${t.offerId}|${t.checkIn}|${t.checkOut ?? ""}|${t.guests}|${t.rooms}`,
      },
    ),
    reservations: createEndpointLoader(async () => {
      const check = await accounts.loginCheck.load();
      const token = session.current?.token;
      if (!check || !token) return null;
      return withFallback(
        () => client.listReservations(meta, token),
        () => null,
        logger,
      );
    }),
  };
}

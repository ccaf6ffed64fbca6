/** The booking module: offers, quotes, bookOffer and the user's reservations. */
import { accountsModule } from "../accounts";
import { defineModule } from "../modules/define-module";
import type { UpstreamCallMeta } from "../upstream/http";
import { createBookingClient, type BookingClient } from "./booking.client";
import { createBookingLoaders, type BookingLoaders } from "./booking.loaders";
import { Mutation } from "./resolvers/Mutation";
import { Offer } from "./resolvers/Offer";
import { Query } from "./resolvers/Query";
import { Reservation } from "./resolvers/Reservation";

/** What bookOffer needs besides the loaders. */
export interface BookingContext {
  client: BookingClient;
  meta: UpstreamCallMeta;
}

export const bookingModule = defineModule({
  name: "booking",
  needs: [accountsModule],
  createClient: ({ http, config }) =>
    createBookingClient(http, {
      timeoutMs: config.upstreamTimeoutMs,
      writeTimeoutMs: config.upstreamWriteTimeoutMs,
    }),
  createLoaders: ({ client, meta, logger, session, loaders }) =>
    createBookingLoaders(client, meta, logger, session, loaders),
  createContext: ({ client, meta }): BookingContext => ({ client, meta }),
  resolvers: { Query, Mutation, Offer, Reservation },
});

declare module "../context" {
  interface GatewayLoaders extends BookingLoaders {}
  interface GatewayContext {
    booking: BookingContext;
  }
}

/** The cancellation module: a reservation's itinerary fields, `reservation(id)`, cancelReservation. */
import { accountsModule } from "../accounts";
import { bookingModule } from "../booking";
import { defineModule } from "../modules/define-module";
import type { UpstreamCallMeta } from "../upstream/http";
import { createCancellationClient, type CancellationClient } from "./cancellation.client";
import { Mutation } from "./resolvers/Mutation";
import { Query } from "./resolvers/Query";
import { Reservation } from "./resolvers/Reservation";

/** What cancelReservation needs besides the loaders. */
export interface CancellationContext {
  client: CancellationClient;
  meta: UpstreamCallMeta;
}

export const cancellationModule = defineModule({
  name: "cancellation",
  needs: [accountsModule, bookingModule],
  createClient: ({ http, config }) =>
    createCancellationClient(http, {
      writeTimeoutMs: config.upstreamWriteTimeoutMs ?? config.upstreamTimeoutMs,
    }),
  createContext: ({ client, meta }): CancellationContext => ({ client, meta }),
  resolvers: { Query, Mutation, Reservation },
});

declare module "../context" {
  interface GatewayContext {
    cancellation: CancellationContext;
  }
}

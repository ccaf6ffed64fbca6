/** The checkout module: booking with a card payment (startCheckout, completeCheckout, checkout). */
import { bookingModule } from "../booking";
import { defineModule } from "../modules/define-module";
import type { UpstreamCallMeta } from "../upstream/http";
import { createCheckoutClient, type CheckoutClient } from "./checkout.client";
import { Mutation, Query } from "./resolvers";

export interface CheckoutContext {
  client: CheckoutClient;
  meta: UpstreamCallMeta;
}

export const checkoutModule = defineModule({
  name: "checkout",
  needs: [bookingModule],
  createClient: ({ http, config }) =>
    createCheckoutClient(http, {
      timeoutMs: config.upstreamTimeoutMs,
      writeTimeoutMs: config.upstreamWriteTimeoutMs,
    }),
  createLoaders: () => ({}),
  createContext: ({ client, meta }): CheckoutContext => ({ client, meta }),
  resolvers: { Query, Mutation },
});

declare module "../context" {
  interface GatewayContext {
    checkout: CheckoutContext;
  }
}

/** The checkout module: booking with a card payment (startCheckout, completeCheckout, checkout). */
import { bookingModule } from "../booking";
import { defineModule } from "../modules/define-module";
import type { UpstreamCallMeta } from "../upstream/http";
import { createCheckoutClient, type CheckoutClient } from "./checkout.client";
import { Mutation, Query } from "./resolvers";

export interface CheckoutContext {
  client: CheckoutClient;
  meta: UpstreamCallMeta;
  /**
   * The site's page the payment provider sends the traveller back to (/checkout/return on the
   * site the request came to); undefined when unknown (the upstream's SITE_URL then).
   */
  returnPage: string | undefined;
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
  createContext: ({ client, meta, siteUrl }): CheckoutContext => ({
    client,
    meta,
    returnPage: siteUrl ? `${siteUrl.replace(/\/+$/, "")}/checkout/return` : undefined,
  }),
  resolvers: { Query, Mutation },
});

declare module "../context" {
  interface GatewayContext {
    checkout: CheckoutContext;
  }
}

/** The savings module: the daily savings flow (startDailySavings, joinSavings). */
import { defineModule } from "../modules/define-module";
import { createSingleflight, type Singleflight } from "../platform/cache/singleflight";
import type { UpstreamCallMeta } from "../upstream/http";
import type { SavingsOutcome, SavingsSettings } from "./daily-savings";
import { Mutation } from "./resolvers/Mutation";
import { createSavingsClient, type SavingsClient } from "./savings.client";

/** What the daily savings flow needs besides the loaders. */
export interface SavingsContext {
  client: SavingsClient;
  meta: UpstreamCallMeta;
  settings: SavingsSettings;
  /** In-flight flows per user, shared by every request of this gateway instance. */
  flights: Singleflight<SavingsOutcome>;
}

export const savingsModule = defineModule({
  name: "savings",
  createClient: ({ http, config }) =>
    createSavingsClient(http, {
      timeoutMs: config.upstreamTimeoutMs,
      writeTimeoutMs: config.upstreamWriteTimeoutMs,
    }),
  // per gateway instance: one savings flow per user at a time, so two simultaneous starts save
  // the member once (the upstream's setMember is idempotent too, which covers several gateways)
  createShared: () => ({ flights: createSingleflight<SavingsOutcome>() }),
  createContext: ({ client, meta, config, shared }): SavingsContext => ({
    client,
    meta,
    settings: {
      siteUrl: config.savingsSiteUrl,
      programId: config.savingsProgramId,
      memberPrefix: config.savingsMemberPrefix,
    },
    flights: shared.flights,
  }),
  resolvers: { Mutation },
});

declare module "../context" {
  interface GatewayContext {
    savings: SavingsContext;
  }
}

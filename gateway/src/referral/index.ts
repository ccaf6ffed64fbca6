/** The referral module: campaigns, referrals, actions, loyalty state and the referral link. */
import { accountsModule } from "../accounts";
import { defineModule } from "../modules/define-module";
import { createReferralClient } from "./referral.client";
import { createReferralLoaders, type ReferralLoaders } from "./referral.loaders";
import { Mutation } from "./resolvers/Mutation";
import { Query } from "./resolvers/Query";

/** What the referral link builder needs besides the loaders. */
export interface ReferralContext {
  /** PUBLIC_SITE_URL when configured: the first choice of the link's base. */
  publicSiteUrl: string | null;
}

export const referralModule = defineModule({
  name: "referral",
  needs: [accountsModule],
  createClient: ({ http, config }) =>
    createReferralClient(http, { timeoutMs: config.upstreamTimeoutMs }),
  createLoaders: ({ client, meta, logger, session, loaders }) =>
    createReferralLoaders(client, meta, logger, session, loaders),
  createContext: ({ config }): ReferralContext => ({ publicSiteUrl: config.publicSiteUrl }),
  resolvers: { Query, Mutation },
});

declare module "../context" {
  interface GatewayLoaders extends ReferralLoaders {}
  interface GatewayContext {
    referral: ReferralContext;
  }
}

/** The profile module: the user's profile and saved travellers, and their mutations. */
import { accountsModule } from "../accounts";
import { defineModule } from "../modules/define-module";
import type { UpstreamCallMeta } from "../upstream/http";
import { createProfileClient, type ProfileClient } from "./profile.client";
import { createProfileLoaders, type ProfileLoaders } from "./profile.loaders";
import { Mutation } from "./resolvers/Mutation";
import { Query } from "./resolvers/Query";

/** What the profile and saved-traveller mutations need besides the loaders. */
export interface ProfileContext {
  client: ProfileClient;
  meta: UpstreamCallMeta;
}

export const profileModule = defineModule({
  name: "profile",
  needs: [accountsModule],
  createClient: ({ http, config }) =>
    createProfileClient(http, {
      timeoutMs: config.upstreamTimeoutMs,
      writeTimeoutMs: config.upstreamWriteTimeoutMs,
    }),
  createLoaders: ({ client, meta, logger, session, loaders }) =>
    createProfileLoaders(client, meta, logger, session, loaders),
  createContext: ({ client, meta }): ProfileContext => ({ client, meta }),
  resolvers: { Query, Mutation },
});

declare module "../context" {
  interface GatewayLoaders extends ProfileLoaders {}
  interface GatewayContext {
    profile: ProfileContext;
  }
}

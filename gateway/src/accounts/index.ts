/** The accounts module: the session's login check, sign-in, sign-up and the account links. */
import { defineModule } from "../modules/define-module";
import type { UpstreamCallMeta } from "../upstream/http";
import { createAccountsClient, type AccountsClient } from "./accounts.client";
import { createAccountsLoaders, type AccountsLoaders } from "./accounts.loaders";
import { Mutation } from "./resolvers/Mutation";
import { Query } from "./resolvers/Query";
import { Viewer } from "./resolvers/Viewer";

/** What the account resolvers need besides the loaders. */
export interface AccountsContext {
  client: AccountsClient;
  /** Request id, visitor IP and logger, for calls made outside the loaders. */
  meta: UpstreamCallMeta;
  /** Sent upstream as site_url. */
  siteUrl: string;
  /** Master code of an email sign-in. */
  masterCode: string;
  /** The visitor's user agent, sent upstream as navAgent. */
  userAgent: string;
}

export const accountsModule = defineModule({
  name: "accounts",
  createClient: ({ http, config }) =>
    createAccountsClient(http, { passwordTimeoutMs: config.upstreamPasswordTimeoutMs }),
  createLoaders: ({ client, meta, logger, session }) =>
    createAccountsLoaders(client, meta, logger, session),
  createContext: ({ client, meta, siteUrl, config, userAgent }): AccountsContext => ({
    client,
    meta,
    siteUrl,
    masterCode: config.signInMasterCode,
    userAgent,
  }),
  resolvers: { Query, Mutation, Viewer },
});

declare module "../context" {
  interface GatewayLoaders extends AccountsLoaders {}
  interface GatewayContext {
    accounts: AccountsContext;
  }
}

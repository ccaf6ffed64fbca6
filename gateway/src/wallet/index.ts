/** The wallet module: the traveller's currency, the certificates and the user's cards. */
import { accountsModule } from "../accounts";
import { localeModule } from "../locale";
import { defineModule } from "../modules/define-module";
import { siteModule } from "../site";
import { PaymentCard } from "./resolvers/PaymentCard";
import { Query } from "./resolvers/Query";
import { Wallet } from "./resolvers/Wallet";
import { createWalletClient } from "./wallet.client";
import { createWalletLoaders, type WalletLoaders } from "./wallet.loaders";

export const walletModule = defineModule({
  name: "wallet",
  needs: [accountsModule, siteModule, localeModule],
  createClient: ({ http, config }) =>
    createWalletClient(http, { timeoutMs: config.upstreamTimeoutMs }),
  createLoaders: ({ client, meta, logger, session, cookies, loaders }) =>
    createWalletLoaders(client, meta, logger, session, cookies, loaders),
  resolvers: { Query, Wallet, PaymentCard },
});

declare module "../context" {
  interface GatewayLoaders extends WalletLoaders {}
}

/**
 * Per-request loaders of the wallet: however many products a request asks the wallet for
 * (`forProduct` four times, a quote and a booking), each upstream endpoint is called once. The
 * user's cards are read only for a signed-in user; a failure of either endpoint is logged once
 * with the request id and gives an empty wallet (spec §8: no message).
 */
import type { AccountsLoaders } from "../accounts/accounts.loaders";
import type { SessionTransport } from "../http/session";
import type { VisitorCookies } from "../context";
import type { LocaleLoaders } from "../locale/locale.loaders";
import type { Logger } from "@travel/service-kit/logger";
import type { SiteLoaders } from "../site/site.loaders";
import { createEndpointLoader, type EndpointLoader } from "../upstream/endpoint-loader";
import { withFallback } from "../upstream/fallback";
import type { UpstreamCallMeta } from "../upstream/http";
import { travellerCurrencyOf } from "./traveller-currency";
import type { WalletClient } from "./wallet.client";
import { failedWallet, walletFromEntries, type WalletData } from "./wallet-data";
import type { PaymentCardEntry } from "./wallet.mappers";

export interface WalletLoaders {
  /** The currency the traveller sees amounts in (see traveller-currency.ts). */
  travellerCurrency: EndpointLoader<string>;
  /** The organisation's certificate catalogue; null when it cannot be loaded (logged). */
  orgCertificates: EndpointLoader<PaymentCardEntry[] | null>;
  /** The signed-in user's wallet; null when signed out; empty and `failed` on failure (logged). */
  userWallet: EndpointLoader<WalletData | null>;
}

/** What the wallet loaders need of the other loaders of the request. */
export type WalletLoaderDeps = AccountsLoaders & SiteLoaders & LocaleLoaders;

export function createWalletLoaders(
  client: WalletClient,
  meta: UpstreamCallMeta,
  logger: Logger,
  session: SessionTransport,
  cookies: VisitorCookies,
  deps: WalletLoaderDeps,
): WalletLoaders {
  const travellerCurrency = createEndpointLoader(async () => {
    const info = await deps.currencyInfo.load();
    const signedIn = session.current ? await deps.loginCheck.load() : null;
    return travellerCurrencyOf(info, cookies.currencyCode, signedIn);
  });
  return {
    travellerCurrency,
    orgCertificates: createEndpointLoader(async () => {
      const site = await deps.siteConfig.load();
      // orgId 0 is the fallback of an unavailable site configuration: ask for the site's own
      return withFallback(
        () => client.getOrgCards(meta, site.orgId > 0 ? site.orgId : null),
        () => null,
        logger,
      );
    }),
    userWallet: createEndpointLoader(async () => {
      const check = await deps.loginCheck.load();
      const token = session.current?.token;
      if (!check || !token) return null;
      const [site, currency] = await Promise.all([
        deps.siteConfig.load(),
        travellerCurrency.load(),
      ]);
      return withFallback(
        async () =>
          walletFromEntries(await client.getUserCards(meta, token, currency), site.org_site_wallet),
        () => failedWallet(site.org_site_wallet),
        logger,
      );
    }),
  };
}

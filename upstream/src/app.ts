/** Assembles the upstream: prepares the database (migrations, seeds, labels, rates) and the routes. */
import type { AccountsDeps } from "./accounts/deps";
import { createIdentityVerifier } from "./accounts/identity-token";
import {
  DISABLED_PROVIDER,
  resolveIdentityProviders,
  defaultSessionOutUrl,
  type IdentityProvidersConfig,
  type ResolvedProviders,
} from "./accounts/identity-providers";
import {
  createStandInIdentityProvider,
  IDENTITY_PROVIDER_PREFIX,
} from "./identity-provider/provider";
import { accountRoutes } from "./accounts/routes";
import { cancellationRoutes } from "./cancellations/routes";
import { checkoutRoutes } from "./checkouts/routes";
import { paymentProviderClient } from "./payments/provider-client";
import {
  createPaymentProvider,
  EMBEDDED_PAYMENT_PROVIDER_KEY,
  PAYMENT_PROVIDER_PREFIX,
} from "./payment-provider/provider";
import { agentRoutes } from "./agent/routes";
import { seedAgent } from "./agent/seed";
import { seedAccounts } from "./accounts/seed";
import { activityRoutes } from "./activity/routes";
import {
  DEFAULT_NEW_MEMBERS_CAN_BOOK,
  DEFAULT_READ_CACHE_TTL_MS,
  DEFAULT_SCRYPT_COST,
  type UpstreamConfig,
} from "./config";
import type { Db } from "./db/db";
import { migrate } from "./db/migrate";
import { geolocationRoutes } from "./geolocation/routes";
import { publicReads } from "./http/cached-read";
import { purgeUsedSsoTokens } from "./accounts/used-sso-tokens";
import { purgeExpiredKeys } from "./idempotency/store";
import { listenUrl } from "./http/listen-url";
import { ok, type Route } from "./http/router";
import { seedLanguages, syncLabels } from "./locale/seed";
import { localeRoutes } from "./locale/routes";
import type { Logger } from "@travel/service-kit/logger";
import { mailRoutes } from "./mail/routes";
import { createReadCache } from "./platform/read-cache";
import { createSearchCache, NO_SEARCH_CACHE } from "./inventory/search-cache";
import { favouriteRoutes } from "./favourites/routes";
import { offerRoutes } from "./offers/routes";
import { preferencesRoutes } from "./preferences/routes";
import { seedOfferTranslations, seedOffers } from "./offers/seed";
import { priceRoutes } from "./inventory/price-routes";
import { inventoryRoutes } from "./inventory/routes";
import { extendCalendars, seedInventory } from "./inventory/seed";
import { profileRoutes } from "./profile/routes";
import { seedSavedTravelers } from "./profile/seed";
import { ratesRoutes } from "./rates/routes";
import { storeUsdSnapshot } from "./rates/store";
import { readUsdSnapshot } from "./rates/usd-snapshot";
import { referenceRoutes } from "./reference/routes";
import {
  seedCountryTranslations,
  seedNationalityTranslations,
  seedReference,
} from "./reference/seed";
import { referralRoutes } from "./referral/routes";
import { seedReferrals } from "./referral/seed";
import { reservationRoutes } from "./reservations/routes";
import { seedTravellerTrips } from "./reservations/seed";
import { savingsRoutes } from "./savings/routes";
import {
  createSavingsProvider,
  SAVINGS_PROVIDER_PREFIX,
  type SavingsProvider,
} from "./savings-provider/provider";
import { siteRoutes } from "./site/routes";
import { seedSite } from "./site/seed";
import { styleRoutes } from "./styles/routes";
import { seedStyles } from "./styles/seed";
import { walletRoutes } from "./wallet/routes";
import { seedCardNameTranslations, seedWallets } from "./wallet/seed";

export interface PrepareOptions {
  /** Folder of the `<language code>.json` label files (default: src/reference/labels). */
  labelsDir?: string;
  /** scrypt cost of the seeded demo passwords (default: the production cost). */
  scryptCost?: number;
}

/** Brings the database up to date; safe to run at every start. */
export async function prepareDatabase(
  db: Db,
  logger: Logger,
  options: PrepareOptions = {},
): Promise<void> {
  const applied = await migrate(db);
  if (applied.length > 0) logger.info(`applied migrations ${applied.join(", ")}`);
  const now = new Date();
  await purgeExpiredKeys(db, now);
  await purgeUsedSsoTokens(db, now);
  const snapshot = readUsdSnapshot();
  await seedReference(db, snapshot);
  await seedCountryTranslations(db);
  await seedNationalityTranslations(db);
  await storeUsdSnapshot(db, snapshot);
  await seedLanguages(db);
  await syncLabels(db, logger, options.labelsDir);
  await seedSite(db);
  await seedStyles(db);
  await seedAccounts(db, options.scryptCost ?? DEFAULT_SCRYPT_COST);
  await seedReferrals(db);
  await seedOffers(db);
  await seedOfferTranslations(db);
  await seedInventory(db);
  await extendCalendars(db, now.toISOString().slice(0, 10));
  await seedWallets(db);
  await seedCardNameTranslations(db);
  await seedAgent(db);
  await seedTravellerTrips(db);
  await seedSavedTravelers(db);
}

/** The settings the routes use. */
export type RouteConfig = Pick<
  UpstreamConfig,
  | "scryptCost"
  | "siteUrl"
  | keyof IdentityProvidersConfig
  | "outboxEnabled"
  | "smtpUrl"
  | "host"
  | "port"
  | "savingsProviderUrl"
  | "savingsProviderTimeoutMs"
  | "savingsProgramId"
> &
  Partial<
    Pick<
      UpstreamConfig,
      | "readCacheTtlMs"
      | "databaseUrl"
      | "newMembersCanBook"
      | "ssoSessionOutUrl"
      | "paymentProviderUrl"
      | "paymentProviderKey"
    >
  >;

/** What the routes share with the running server (startUpstream passes its own). */
export interface RouteRuntime {
  /** The embedded savings provider (one is created when none is given). */
  savingsProvider: SavingsProvider;
  /**
   * Base URL of the savings provider: SAVINGS_PROVIDER_URL, else this upstream's own
   * /savings-provider (startUpstream resolves it once the port is bound).
   */
  savingsProviderUrl: () => string;
  /** This upstream's own base URL (startUpstream resolves it once the port is bound). */
  ownUrl: () => string;
  /** Where refused identity tokens are logged, with the reason. */
  logger: Logger;
}

/** The savings provider's URL when SAVINGS_PROVIDER_URL is unset: this upstream's own. */
export function embeddedSavingsProviderUrl(host: string, port: number): string {
  return `${listenUrl(host, port)}${SAVINGS_PROVIDER_PREFIX}`;
}

/** The accounts domain's dependencies: settings, the clock and the three token verifiers. */
export function accountsDeps(
  config: RouteConfig,
  now: () => Date,
  providers: ResolvedProviders = resolveIdentityProviders(config, () =>
    listenUrl(config.host, config.port),
  ),
  logger?: Logger,
  ownUrl: () => string = () => listenUrl(config.host, config.port),
): AccountsDeps {
  const verifier = (name: keyof ResolvedProviders) =>
    createIdentityVerifier(
      providers[name]?.verification ?? DISABLED_PROVIDER,
      now,
      ({ code, message }) =>
        logger?.warn(`${name} identity token refused: ${message}`, { provider: name, code }),
    );
  return {
    scryptCost: config.scryptCost,
    siteUrl: config.siteUrl,
    newMembersCanBook: config.newMembersCanBook ?? DEFAULT_NEW_MEMBERS_CAN_BOOK,
    now,
    google: verifier("google"),
    facebook: verifier("facebook"),
    sso: verifier("sso"),
    socialRefused: (provider, code, message) =>
      logger?.warn(`${provider} identity token refused: ${message}`, { provider, code }),
    defaultSessionOutUrl: defaultSessionOutUrl(config, ownUrl),
  };
}

/** Every route; `now` is the clock of sessions and keys (injected by tests). */
export function buildRoutes(
  db: Db,
  config: RouteConfig,
  now: () => Date = () => new Date(),
  runtime: Partial<RouteRuntime> = {},
): Route[] {
  // the developer endpoints' switch also serves the provider's test control
  const provider =
    runtime.savingsProvider ??
    createSavingsProvider(db, {
      controlEnabled: config.outboxEnabled,
      siteUrl: config.siteUrl,
      now,
    });
  const ownUrl = runtime.ownUrl ?? (() => listenUrl(config.host, config.port));
  const identityProviders = resolveIdentityProviders(config, ownUrl);
  const standInIdp = config.standInIdentityProvider
    ? createStandInIdentityProvider({
        issuer: () => config.identityProviderUrl ?? `${ownUrl()}${IDENTITY_PROVIDER_PREFIX}`,
        siteUrl: config.siteUrl,
        now,
      })
    : null;
  // the embedded test payment provider, unless PAYMENT_PROVIDER_URL names a real one
  const paymentProvider =
    config.paymentProviderUrl === undefined
      ? createPaymentProvider(db, {
          apiKey: config.paymentProviderKey ?? EMBEDDED_PAYMENT_PROVIDER_KEY,
          baseUrl: () => `${ownUrl()}${PAYMENT_PROVIDER_PREFIX}`,
          now,
        })
      : null;
  const payments = paymentProviderClient({
    baseUrl: () => config.paymentProviderUrl ?? `${ownUrl()}${PAYMENT_PROVIDER_PREFIX}`,
    apiKey: config.paymentProviderKey ?? EMBEDDED_PAYMENT_PROVIDER_KEY,
  });
  const providerUrl =
    runtime.savingsProviderUrl ??
    (() => config.savingsProviderUrl ?? embeddedSavingsProviderUrl(config.host, config.port));
  // public reads are cached here; every write through `db` (routes, jobs, tests) drops them
  const cache = createReadCache({ ttlMs: config.readCacheTtlMs ?? DEFAULT_READ_CACHE_TTL_MS });
  db.onWrite((tables) => cache.invalidate(tables));
  const reads = publicReads(cache);
  const health: Route = {
    method: "GET",
    path: "/healthz",
    handler: async () => {
      await db.query("SELECT 1");
      return ok({ ok: true });
    },
  };
  return [
    health,
    ...referenceRoutes(db, reads),
    ...localeRoutes(db, reads),
    ...ratesRoutes(db, reads),
    ...geolocationRoutes(db),
    ...siteRoutes(db, reads, identityProviders),
    ...styleRoutes(db, { devRoutes: config.outboxEnabled }),
    ...accountRoutes(db, accountsDeps(config, now, identityProviders, runtime.logger, ownUrl)),
    ...activityRoutes(db, now),
    ...preferencesRoutes(db, now),
    ...(config.outboxEnabled ? mailRoutes(db, { delivering: config.smtpUrl !== undefined }) : []),
    ...savingsRoutes(db, {
      now,
      programId: config.savingsProgramId,
      providerUrl,
      providerTimeoutMs: config.savingsProviderTimeoutMs,
    }),
    ...referralRoutes(db, now),
    ...walletRoutes(db, now, reads),
    ...profileRoutes(db, now),
    ...offerRoutes(db, reads),
    ...inventoryRoutes(
      db,
      now,
      reads,
      // only where this process hears every write of the calendar (search-cache.ts)
      config.databaseUrl === undefined
        ? createSearchCache(db, { ttlMs: config.readCacheTtlMs ?? DEFAULT_READ_CACHE_TTL_MS })
        : NO_SEARCH_CACHE,
    ),
    ...priceRoutes(db, now),
    ...favouriteRoutes(db, now),
    ...reservationRoutes(db, now),
    ...checkoutRoutes({
      db,
      payments,
      siteUrl: config.siteUrl,
      notifyUrl: () => `${ownUrl()}/api/checkouts/notify`,
      now,
    }),
    ...cancellationRoutes({ db, payments, siteUrl: config.siteUrl, now }),
    ...agentRoutes(db, now),
    ...provider.routes,
    ...(standInIdp?.routes ?? []),
    ...(paymentProvider?.routes ?? []),
  ];
}

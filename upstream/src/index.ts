/** Public entry of the embedded upstream: start it in-process, or read its configuration. */
import type { AddressInfo } from "node:net";
import { buildRoutes, embeddedSavingsProviderUrl, prepareDatabase } from "./app";
import { loadUpstreamConfig, type UpstreamConfig } from "./config";
import type { Db } from "./db/db";
import { openDb } from "./db/open-db";
import { listenUrl } from "./http/listen-url";
import { purgeUsedSsoTokens } from "./accounts/used-sso-tokens";
import { IDEMPOTENCY_PURGE_INTERVAL_MS, purgeExpiredKeys } from "./idempotency/store";
import { createApiServer } from "./http/server";
import { createLogger, type LogSink } from "@travel/service-kit/logger";
import { startMailDispatcher, type MailDispatcher } from "./mail/dispatcher";
import { createSavingsProvider } from "./savings-provider/provider";

export { ConfigError, loadUpstreamConfig, type UpstreamConfig } from "./config";
export type { Db, Queryable } from "./db/db";
export { openPostgresDb } from "./db/postgres-db";
export { DEMO_ACCESS_CODES, DEMO_ACCOUNTS, DEMO_MASTERCODE } from "./accounts/seed";

export interface RunningUpstream {
  /** Base URL, e.g. http://127.0.0.1:4010 (no trailing slash). */
  url: string;
  /** The port actually bound (useful with port 0). */
  port: number;
  db: Db;
  /**
   * Stops accepting requests, closes open connections and stops the mail dispatcher (letting
   * the mail being sent finish), then closes the database.
   */
  close(): Promise<void>;
}

/**
 * Opens the database (migrating and seeding it), then serves the REST contract and, when
 * SMTP_URL is set, sends the queued mails. `options` override the configuration read from the
 * environment (e.g. `{ port: 0, dataDir }` in tests).
 */
export async function startUpstream(
  options: Partial<UpstreamConfig> = {},
  deps: { logSink?: LogSink } = {},
): Promise<RunningUpstream> {
  const config: UpstreamConfig = { ...loadUpstreamConfig(), ...options };
  const logger = createLogger({ level: config.logLevel, sink: deps.logSink });
  const db = await openDb(config);
  try {
    await prepareDatabase(db, logger, { scryptCost: config.scryptCost });
  } catch (error) {
    await db.close();
    throw error;
  }
  const savingsProvider = createSavingsProvider(db, {
    controlEnabled: config.outboxEnabled,
    siteUrl: config.siteUrl,
  });
  // SAVINGS_PROVIDER_URL, else this upstream's own provider once the (maybe random) port is bound
  let savingsProviderUrl = config.savingsProviderUrl;
  // the stand-in identity provider's keys are fetched from this upstream once its port is bound
  const bound = { port: config.port };
  const app = createApiServer(
    buildRoutes(db, config, () => new Date(), {
      savingsProvider,
      savingsProviderUrl: () =>
        savingsProviderUrl ?? embeddedSavingsProviderUrl(config.host, config.port),
      ownUrl: () => listenUrl(config.host, bound.port),
      logger,
    }),
    logger,
  );
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await db.close();
    throw error;
  }
  const port = (app.server.address() as AddressInfo).port;
  bound.port = port;
  savingsProviderUrl ??= embeddedSavingsProviderUrl(config.host, port);
  if (config.smtpUrl === undefined && !config.outboxEnabled)
    logger.warn(
      "SMTP_URL is unset and OUTBOX_ENABLED=false: mails are queued, never shown or sent",
    );
  const dispatcher: MailDispatcher | undefined =
    config.smtpUrl === undefined
      ? undefined
      : startMailDispatcher(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
  // idempotency keys and used single-sign-on tokens past their lifetime are forgotten at start
  // and then every hour
  const purge = setInterval(() => {
    const now = new Date();
    Promise.all([purgeExpiredKeys(db, now), purgeUsedSsoTokens(db, now)]).catch((error: unknown) =>
      logger.error("purging expired keys and tokens failed", { err: error }),
    );
  }, IDEMPOTENCY_PURGE_INTERVAL_MS);
  purge.unref();
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      clearInterval(purge);
      // Fastify's close also ends the connections of requests still in progress
      // (forceCloseConnections), e.g. savings imports hanging in the provider's test mode; the
      // provider then releases them, with nobody left to answer
      const stopped = app.close().finally(() => savingsProvider.close());
      await Promise.all([stopped, dispatcher?.stop()]);
      await db.close();
    })();
    return closing;
  };
  return { url: listenUrl(config.host, port), port, db, close };
}

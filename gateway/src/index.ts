/** Public API of the gateway: configuration, the app, and a started listener. */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp, type GatewayDeps } from "./app";
import { warmContractValidators } from "./upstream/contract";
import type { GatewayConfig } from "./config";

export { createApp, type GatewayApp, type GatewayDeps } from "./app";
export { ConfigError, loadGatewayConfig, type GatewayConfig } from "./config";
export { createGatewayServer } from "./server";
export {
  connectRedisStore,
  RedisUnavailableError,
  type RedisStore,
  type RedisStoreOptions,
  type Store,
} from "./platform/store";

export interface RunningGateway {
  /** Base URL, for example http://localhost:4000. */
  url: string;
  port: number;
  /** Drains in-flight requests, stops Apollo and closes the listener; safe to call twice. */
  close(): Promise<void>;
}

/**
 * How long an idle client connection stays open: longer than the clients' own idle limits (a
 * load balancer's 60 s; fetch's, which follows the `Keep-Alive: timeout` this sends, minus a
 * second), so a connection is closed by the client and never by this server at the moment the
 * client sends on it, which the client sees as a reset (ECONNRESET). Node's default is 5 s.
 */
const KEEP_ALIVE_MS = 65_000;

function displayHost(host: string): string {
  if (host === "0.0.0.0" || host === "::") return "localhost";
  return host.includes(":") ? `[${host}]` : host;
}

export async function startGateway(
  config: GatewayConfig,
  deps: Omit<GatewayDeps, "httpServer"> = {},
): Promise<RunningGateway> {
  const httpServer = createServer({
    keepAliveTimeout: KEEP_ALIVE_MS,
    headersTimeout: KEEP_ALIVE_MS + 1_000,
  });
  const { handler, apollo, logger, readiness, release, warmPages } = await createApp(config, {
    ...deps,
    httpServer,
  });
  httpServer.on("request", handler);
  // the upstream answers' validators compile on first use; a production gateway compiles them
  // all before it listens, rather than on its first requests (tests compile only what they use)
  if (process.env.NODE_ENV === "production") {
    const started = performance.now();
    const compiled = warmContractValidators();
    logger.info("upstream contract validators compiled", {
      validators: compiled,
      ms: Math.round(performance.now() - started),
    });
    // and starts the page renderer, so that the first visitor does not wait for it
    const renderer = performance.now();
    const warm = await warmPages();
    logger.info("page renderer started", { warm, ms: Math.round(performance.now() - renderer) });
  }
  try {
    await new Promise<void>((resolve, reject) => {
      httpServer.once("error", reject);
      httpServer.listen(config.port, config.host, () => {
        httpServer.off("error", reject);
        resolve();
      });
    });
  } catch (err) {
    await apollo.stop().catch(() => undefined);
    await release().catch(() => undefined);
    throw err;
  }
  const { port } = httpServer.address() as AddressInfo;
  const url = `http://${displayHost(config.host)}:${port}`;
  readiness.markStarted();
  logger.info("gateway started", { url, upstreamUrl: config.upstreamUrl });
  let closing: Promise<void> | undefined;
  const stop = async () => {
    // /readyz answers 503 from now on; during the delay the load balancer sees it and stops
    // sending new requests, which are still served meanwhile
    readiness.beginShutdown();
    logger.info("gateway shutting down", { delayMs: config.shutdownDelayMs });
    if (config.shutdownDelayMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
    }
    // the drain plugin closes the listener (idle keep-alive sockets included) and waits for
    // the requests in flight as Apollo stops
    await apollo.stop();
    await release();
    logger.info("gateway stopped");
  };
  return {
    url,
    port,
    close: () => {
      closing ??= stop();
      return closing;
    },
  };
}

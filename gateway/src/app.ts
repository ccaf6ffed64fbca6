/**
 * The express 5 app: request ids, access log, security headers, cookies, /healthz, /graphql
 * (Apollo) and the web app with its sandbox and SPA fallback. No listener here.
 */
import type { ApolloServer } from "@apollo/server";
import cookieParser from "cookie-parser";
import express, { type Express } from "express";
import type { Server } from "node:http";
import { NO_SESSION, createSessionTransport } from "./http/session";
import type { GatewayConfig } from "./config";
import type { GatewayContext } from "./context";
import { accessLog } from "./http/access-log";
import { createCors } from "./http/cors";
import { publishedSchema } from "./http/published-schema";
import { partnerGuide } from "./http/partner-guide";
import { offerImages } from "./http/offer-images";
import { createPublicOperationClassifier } from "./graphql/public-fields";
import { errorHandler, notFound } from "./http/errors";
import { utf8Only } from "./http/utf8-only";
import { graphqlHandler } from "./http/graphql-handler";
import { createPublicAliases, publicFastPath, type RequestListener } from "./http/public-fast-path";
import { healthCheck, HEALTH_CHECK_TIMEOUT_MS } from "./http/health";
import { createReadiness, type Readiness } from "./http/readiness";
import { createGatewayMetrics, type GatewayMetrics } from "./metrics/metrics";
import { requestId, requestIdOf } from "./http/request-id";
import { securityHeaders } from "./http/security-headers";
import { designGallery } from "./http/design-gallery";
import { webApp } from "./http/web-app";
import { createPageRendering } from "./http/page-rendering";
import { forkPageRenderer, rendererHostPath } from "./http/page-renderer";
import { ResponsePolicy } from "./platform/cache/response-policy";
import { applyFirstVisitDefaults, contextExecutor } from "./http/page-operations";
import { createLogger, type Logger, type LogSink } from "@travel/service-kit/logger";
import {
  createGatewayModules,
  publicQueryFields,
  signedOutPublicQueryFields,
} from "./modules/registry";
import { createAbuseGuard } from "./platform/abuse/abuse-guard";
import {
  bestEffortStore,
  connectRedisStore,
  createMemoryStore,
  type Store,
} from "./platform/store";
import { apolloKeyValueCache } from "./platform/store/apollo-cache";
import { createGatewayServer, QUERY_LIMITS } from "./server";
import { createUpstreamHttp } from "./upstream/http";

export interface GatewayDeps {
  /** Where log lines go (default stderr); tests capture them here. */
  logSink?: LogSink;
  /** The listener, so stopping Apollo drains it first. */
  httpServer?: Server;
  /**
   * The shared state: abuse counters, persisted queries and the public caches (default: Redis
   * when REDIS_URL is set, else fresh in-memory stores per app).
   */
  store?: Store;
}

export interface GatewayApp {
  app: Express;
  /** What the listener calls: cached public answers first (public-fast-path.ts), else `app`. */
  handler: RequestListener;
  /** Started Apollo server; `apollo.stop()` shuts the GraphQL side down. */
  apollo: ApolloServer<GatewayContext>;
  logger: Logger;
  /** /readyz: started, upstream reachable, not shutting down. */
  readiness: Readiness;
  metrics: GatewayMetrics;
  /** Starts the page renderer ahead of the first page (false: no renderer in the web build). */
  warmPages(): Promise<boolean>;
  /**
   * Lets go of what the app holds besides Apollo (the page renderer's process, the Redis
   * connection); after `apollo.stop()`.
   */
  release(): Promise<void>;
}

/** How long a persisted query is kept when Apollo gives no ttl. */
const PERSISTED_QUERY_TTL_MS = 24 * 60 * 60_000;

interface SharedState {
  /** Counters that must hold (a failing store refuses the limited action). */
  counters: Store;
  /** Caches (a failing store reads as a miss). */
  caches: Store;
  release(): Promise<void>;
}

/**
 * The injected store, else Redis (REDIS_URL; unreachable at start is an error), else memory:
 * the counters then get a store of their own, so cache churn can never evict a limit.
 */
async function openSharedState(
  config: GatewayConfig,
  injected: Store | undefined,
  logger: Logger,
): Promise<SharedState> {
  const forgiving = (store: Store) =>
    bestEffortStore(store, (operation, err) =>
      logger.warn("shared cache unavailable", { operation, error: String(err) }),
    );
  if (injected) {
    return { counters: injected, caches: forgiving(injected), release: () => Promise.resolve() };
  }
  if (config.redisUrl) {
    const redis = await connectRedisStore({
      url: config.redisUrl,
      keyPrefix: config.redisKeyPrefix,
    });
    return { counters: redis, caches: forgiving(redis), release: () => redis.close() };
  }
  return {
    counters: createMemoryStore({ maxEntries: 200_000 }),
    caches: createMemoryStore({ maxBytes: 64 * 1024 * 1024 }),
    release: () => Promise.resolve(),
  };
}

/** The operation name of a raw JSON body the fast path answered (metrics only). */
function parsedBody(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    return null;
  }
}

/** The visitor address without the IPv4-mapped IPv6 prefix. */
function visitorIp(ip: string | undefined): string | undefined {
  return ip?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
}

export async function createApp(
  config: GatewayConfig,
  deps: GatewayDeps = {},
): Promise<GatewayApp> {
  const logger = createLogger({ level: config.logLevel, sink: deps.logSink });
  const shared = await openSharedState(config, deps.store, logger);
  const store = shared.caches;
  const cacheTtlMs = config.publicCacheTtlSeconds * 1000;
  const responseStore = store.namespace("response");
  const aliases = createPublicAliases();
  const metrics = createGatewayMetrics();
  const http = createUpstreamHttp({
    baseUrl: config.upstreamUrl,
    timeoutMs: config.upstreamTimeoutMs,
    publicCache:
      cacheTtlMs > 0 ? { store: store.namespace("upstream"), maxTtlMs: cacheTtlMs } : undefined,
    resilience: config.resilience,
    observer: metrics.upstream,
  });
  const readiness = createReadiness({
    http,
    probeTimeoutMs: Math.min(HEALTH_CHECK_TIMEOUT_MS, config.upstreamTimeoutMs),
    cacheMs: config.readinessCacheMs,
    logger,
    onChange: metrics.setReady,
  });
  const abuse = createAbuseGuard(shared.counters.namespace("abuse"), config.abuseLimits, {
    onStoreError: (err) => logger.warn("abuse limits not updated", { error: String(err) }),
  });
  const modules = createGatewayModules({ http, config, logger, abuse });
  const apollo = createGatewayServer({
    httpServer: deps.httpServer,
    persistedQueries: {
      cache: apolloKeyValueCache(store.namespace("apq"), PERSISTED_QUERY_TTL_MS),
    },
  });
  try {
    await apollo.start();
  } catch (err) {
    await shared.release();
    throw err;
  }

  /**
   * The GraphQL context of a request; a `shared` answer (kept for other visitors) is worked out
   * without the visitor's session.
   */
  const contextOf = (
    req: express.Request,
    res: express.Response,
    { shared, policy }: { shared: boolean; policy: ResponsePolicy },
  ): GatewayContext =>
    modules.createContext({
      requestId: requestIdOf(res),
      clientIp: visitorIp(req.ip),
      cookies: req.cookies,
      session: shared ? NO_SESSION : createSessionTransport(req, res),
      siteUrl: config.publicSiteUrl ?? `${req.protocol}://${req.get("host") ?? "localhost"}`,
      userAgent: req.get("user-agent"),
      responsePolicy: policy,
    });

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.use(requestId, accessLog(logger), securityHeaders, cookieParser());
  app.get("/healthz", healthCheck(http, config.upstreamTimeoutMs, logger));
  app.get("/readyz", readiness.handler);
  app.get("/metrics", metrics.handler);
  app.get("/schema.graphql", publishedSchema());
  app.get("/docs/partners", partnerGuide());
  app.get(
    "/offer-images/:file",
    offerImages({ client: modules.clients.search, logger, clientIp: (req) => visitorIp(req.ip) }),
  );
  app.use(
    "/graphql",
    utf8Only,
    express.json(),
    (req, res, next) => {
      metrics.noteOperation(res, req.method === "GET" ? req.query : req.body);
      next();
    },
    graphqlHandler({
      apollo,
      cache:
        cacheTtlMs > 0
          ? {
              store: responseStore,
              maxTtlMs: cacheTtlMs,
              aliases,
              classifier: createPublicOperationClassifier(
                QUERY_LIMITS.maxTokens,
                publicQueryFields,
                undefined,
                signedOutPublicQueryFields,
              ),
            }
          : undefined,
      // A public operation's answer is shared: it must not depend on who asks.
      context: async (req, res, { publicOperation, responsePolicy }) =>
        contextOf(req, res, { shared: publicOperation, policy: responsePolicy }),
    }),
  );
  app.use("/design", designGallery(config.galleryDistDir));
  const renderer = forkPageRenderer({ hostPath: rendererHostPath(config.webDistDir), logger });
  const renderPage = createPageRendering({
    renderer,
    // One context for every operation of the page: its loaders batch the page's upstream calls.
    // A page kept for other visitors must not depend on who asked first.
    executorFor: (req, res, { policy, shared }) =>
      contextExecutor(apollo, () => contextOf(req, res, { shared, policy })),
    beforeRender: (req, res) =>
      applyFirstVisitDefaults(
        req,
        res,
        contextExecutor(apollo, () =>
          contextOf(req, res, { shared: false, policy: new ResponsePolicy() }),
        ),
      ),
    timeoutMs: config.upstreamTimeoutMs,
    cache: cacheTtlMs > 0 ? { store: store.namespace("page"), maxTtlMs: cacheTtlMs } : undefined,
  });
  app.use(webApp(config.webDistDir, { renderPage }));
  app.use(notFound);
  app.use(errorHandler(logger));
  const cors = createCors(config.partnerOrigins);
  const served: RequestListener =
    cacheTtlMs > 0
      ? publicFastPath(
          {
            store: responseStore,
            aliases,
            logger,
            onHit: (res, body) => metrics.noteOperation(res, parsedBody(body)),
          },
          app,
        )
      : (req, res) => app(req, res);
  const handler: RequestListener = metrics.measure((req, res) => {
    if (!cors(req, res)) served(req, res);
  });
  const release = async () => {
    await renderer.close();
    await shared.release();
  };
  return {
    app,
    handler,
    apollo,
    logger,
    readiness,
    metrics,
    warmPages: () => renderer.warm(),
    release,
  };
}

/**
 * /graphql: Apollo Server behind the public-response cache, with compressed answers.
 *
 * A POST whose JSON body is a query of public root fields only (graphql/public-fields.ts; a
 * request carrying a session is classified with the fields public to it alone) is looked up in
 * the Store under its text, operation name, variables, extensions and the `language`,
 * `currency_code` and `org_id` cookies. A hit is written straight from the stored bytes
 * (identity, gzip or Brotli), skipping parsing and execution; concurrent misses for one key
 * execute once. A miss is executed without the visitor's session (public fields never read it)
 * and stored only when it succeeded without errors and every upstream answer it used was
 * public: for min(PUBLIC_CACHE_TTL_SECONDS, the shortest upstream max-age). Everything else
 * (mutations, other fields, GET, other content types) bypasses the cache.
 *
 * CSRF: only `application/json` bodies are looked up, a content type browsers cannot send
 * without a preflight, so a request Apollo's CSRF prevention would refuse always bypasses the
 * cache and is refused. Query limits: a hit needs the exact text of an operation that passed
 * them. Every answer says `x-cache: hit | miss | bypass`.
 */
import { HeaderMap, type ApolloServer, type HTTPGraphQLResponse } from "@apollo/server";
import type { Request, RequestHandler, Response } from "express";
import type { GatewayContext } from "../context";
import { visitorCookies } from "../context";
import type { PublicOperationClassifier } from "../graphql/public-fields";
import { ResponsePolicy } from "../platform/cache/response-policy";
import { createSingleflight } from "../platform/cache/singleflight";
import type { Store } from "../platform/store";
import {
  chooseEncoding,
  compressDynamic,
  compressForCache,
  COMPRESSION_THRESHOLD_BYTES,
} from "./compression";
import { rawKeyOf, type PublicAliases } from "./public-fast-path";
import { sessionTokenFrom } from "./session";
import {
  decodeCachedResponse,
  encodeCachedResponse,
  PUBLIC_VARY,
  responseCacheKey,
  writeCachedResponse,
  type CachedResponse,
} from "./response-cache";

export interface ContextOptions {
  /** True for a public operation: the context must not carry the visitor's session. */
  publicOperation: boolean;
  responsePolicy: ResponsePolicy;
}

export interface PublicResponseCache {
  store: Store;
  /** Longest time a response is kept (PUBLIC_CACHE_TTL_SECONDS). */
  maxTtlMs: number;
  classifier: PublicOperationClassifier;
  /** Where the fast path (public-fast-path.ts) learns which raw bytes a stored key answers. */
  aliases?: PublicAliases | undefined;
}

export interface GraphqlHandlerOptions {
  apollo: ApolloServer<GatewayContext>;
  context(req: Request, res: Response, options: ContextOptions): Promise<GatewayContext>;
  /** None: every request bypasses the cache. */
  cache?: PublicResponseCache | undefined;
}

type CacheStatus = "hit" | "miss" | "bypass";

/** The cache key when the request may be answered from the cache, else null. */
function publicKey(req: Request, classifier: PublicOperationClassifier): string | null {
  if (req.method !== "POST" || !req.is("application/json")) return null;
  const body: unknown = req.body;
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const { query, operationName, variables, extensions } = body as Record<string, unknown>;
  if (typeof query !== "string") return null;
  if (operationName !== undefined && operationName !== null && typeof operationName !== "string") {
    return null;
  }
  const signedIn = sessionTokenFrom(req.headers.authorization, req.cookies) !== null;
  if (!classifier.isPublic(query, operationName ?? undefined, signedIn)) return null;
  return responseCacheKey({
    query,
    operationName: operationName ?? null,
    variables,
    extensions,
    cookies: visitorCookies(req.cookies),
  });
}

function httpRequestOf(req: Request) {
  const headers = new HeaderMap();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(", ") : value);
  }
  const q = req.url.indexOf("?");
  return {
    method: req.method.toUpperCase(),
    headers,
    search: q < 0 ? "" : req.url.slice(q),
    body: req.body as unknown,
  };
}

async function writeDynamic(
  req: Request,
  res: Response,
  response: HTTPGraphQLResponse,
  status: CacheStatus,
  vary: string,
): Promise<void> {
  for (const [key, value] of response.headers) res.setHeader(key, value);
  res.statusCode = response.status ?? 200;
  res.vary(vary);
  res.setHeader("x-cache", status);
  if (response.body.kind !== "complete") {
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
    return;
  }
  let body: Buffer = Buffer.from(response.body.string);
  if (body.length >= COMPRESSION_THRESHOLD_BYTES && !res.getHeader("content-encoding")) {
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    if (encoding !== "identity") {
      body = await compressDynamic(body, encoding);
      res.setHeader("content-encoding", encoding);
    }
  }
  res.setHeader("content-length", body.length);
  res.end(body);
}

/** A stored entry of a successful execution (identity, gzip and Brotli variants). */
async function entryOf(response: HTTPGraphQLResponse): Promise<CachedResponse | null> {
  if (response.body.kind !== "complete" || (response.status ?? 200) !== 200) return null;
  const identity = Buffer.from(response.body.string);
  const contentType = response.headers.get("content-type") ?? "application/json; charset=utf-8";
  if (identity.length < COMPRESSION_THRESHOLD_BYTES) {
    return { status: 200, contentType, bodies: { identity } };
  }
  return { status: 200, contentType, bodies: { identity, ...(await compressForCache(identity)) } };
}

interface Execution {
  response: HTTPGraphQLResponse;
  /** Set when the response was stored (and may serve concurrent requests for the same key). */
  entry: CachedResponse | null;
}

export function graphqlHandler(options: GraphqlHandlerOptions): RequestHandler {
  const { apollo, cache } = options;
  apollo.assertStarted("graphqlHandler()");
  const flights = createSingleflight<Execution>();

  const execute = (req: Request, res: Response, publicOperation: boolean) => {
    const responsePolicy = new ResponsePolicy();
    return apollo
      .executeHTTPGraphQLRequest({
        httpGraphQLRequest: httpRequestOf(req),
        context: () => options.context(req, res, { publicOperation, responsePolicy }),
      })
      .then((response) => ({ response, responsePolicy }));
  };

  const executeAndStore = async (
    req: Request,
    res: Response,
    key: string,
    store: PublicResponseCache,
  ): Promise<Execution> => {
    const { response, responsePolicy } = await execute(req, res, true);
    const ttlMs = responsePolicy.sharedTtlMs(store.maxTtlMs);
    const entry = ttlMs > 0 ? await entryOf(response) : null;
    if (entry) await store.store.set(key, encodeCachedResponse(entry), ttlMs);
    return { response, entry };
  };

  return async (req, res, next) => {
    try {
      const key = cache ? publicKey(req, cache.classifier) : null;
      if (!cache || key === null) {
        const { response } = await execute(req, res, false);
        await writeDynamic(req, res, response, "bypass", "Accept-Encoding");
        return;
      }
      const stored = await cache.store.get(key);
      const hit = stored === undefined ? null : decodeCachedResponse(stored);
      const raw = rawKeyOf(req);
      if (hit) {
        if (raw !== undefined) cache.aliases?.remember(raw, key);
        return writeCachedResponse(res, req.headers["accept-encoding"], hit, "hit");
      }
      const flight = flights.run(key, () => executeAndStore(req, res, key, cache));
      const { response, entry } = await flight.promise;
      if (entry) {
        if (raw !== undefined) cache.aliases?.remember(raw, key);
        return writeCachedResponse(res, req.headers["accept-encoding"], entry, "miss");
      }
      // Not stored (an error, a fallback, a private upstream answer): a concurrent request
      // runs its own execution rather than share another request's answer.
      const own = flight.joined ? (await execute(req, res, true)).response : response;
      await writeDynamic(req, res, own, "miss", PUBLIC_VARY);
    } catch (err) {
      next(err);
    }
  };
}

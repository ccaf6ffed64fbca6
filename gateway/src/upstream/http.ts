/**
 * The one HTTP helper every upstream client goes through: node:http over a keep-alive Agent
 * (transport.ts), a timeout on every call, request id and visitor IP forwarded,
 * and every failure mapped here to an UpstreamError.
 *
 * Public answers (`Cache-Control: public, max-age=N`, N > 0) of reads (GETs, and POSTs marked
 * `sharedRead`) without a bearer token are kept in the shared store for min(N, the gateway's PUBLIC_CACHE_TTL_SECONDS) and reused by
 * later requests; concurrent misses for one key make one upstream call. Everything else
 * (private, no-store, no-cache, no header, `Vary: *`, non-2xx, failures) is never shared. Every
 * answer is reported to the request's ResponsePolicy, which decides whether the whole GraphQL
 * response may be cached.
 *
 * Resilience (resilient-fetch.ts): bodies read up to a byte cap, retries of idempotent reads
 * within a budget, one circuit breaker per endpoint group.
 */
import { createSingleflight } from "../platform/cache/singleflight";
import {
  answerKey,
  CONSTANT_HEADERS,
  createDecodedMemo,
  decodeAnswer,
  formatAnswer,
  headersFor,
  LOCALE_HEADERS,
  parseAnswer,
  sameVaried,
  type Answer,
  type CallSpec,
} from "./answer";
import type { ResilientUpstreamHttp, UpstreamCallOptions, UpstreamHttpOptions } from "./http-types";
import { createResilientFetch } from "./resilient-fetch";

export * from "./http-types";

export function createUpstreamHttp(options: UpstreamHttpOptions): ResilientUpstreamHttp {
  const cache = options.publicCache;
  const now = cache?.now ?? Date.now;
  const flights = createSingleflight<Answer>();
  const { fetchAnswer, breakerStates } = createResilientFetch({
    baseUrl: options.baseUrl,
    settings: options.resilience,
    observer: options.observer,
    random: options.random,
    now,
    maxTtlMs: cache?.maxTtlMs,
  });
  const observer = options.observer;

  /** The cached answer for `key` when fresh and sent with the same varied headers. */
  async function cached(key: string, headers: Record<string, string>): Promise<Answer | null> {
    const stored = await cache?.store.get(key);
    const answer = stored === undefined ? null : parseAnswer(String(stored));
    const fresh = answer && answer.expiresAt > now() && sameVaried(answer, headers) ? answer : null;
    observer?.cacheLookup(fresh !== null);
    return fresh;
  }

  const decodeShared = createDecodedMemo();

  async function answerFor(
    spec: CallSpec<unknown>,
    headers: Record<string, string>,
  ): Promise<{ answer: Answer; key?: string }> {
    const read = spec.method === "GET" || spec.sharedRead === true;
    if (!cache || spec.bearer || !read) return { answer: await fetchAnswer(spec, headers) };
    const key = answerKey(spec);
    const hit = await cached(key, headers);
    if (hit) return { answer: hit, key };
    const flight = flights.run(key, async () => {
      const answer = await fetchAnswer(spec, headers);
      const ttlMs = answer.expiresAt - now();
      if (ttlMs > 0) await cache.store.set(key, formatAnswer(answer), ttlMs);
      return answer;
    });
    const answer = await flight.promise;
    // A concurrent call's answer serves this one only when it may be shared with it.
    if (flight.joined && !(answer.expiresAt > 0 && sameVaried(answer, headers))) {
      return { answer: await fetchAnswer(spec, headers) };
    }
    return { answer, key };
  }

  async function call<T>(spec: CallSpec<T>): Promise<T> {
    const policy = spec.meta.policy;
    const headers = headersFor(spec);
    try {
      const { answer, key } = await answerFor(spec, headers);
      const value =
        key !== undefined && answer.expiresAt > 0
          ? decodeShared(key, answer, spec)
          : decodeAnswer(answer, spec);
      const sharedWithEveryone =
        answer.expiresAt > 0 &&
        !spec.bearer &&
        answer.share.vary.every((n) => CONSTANT_HEADERS.has(n) || LOCALE_HEADERS.has(n));
      if (sharedWithEveryone) policy?.noteShared(answer.expiresAt - now());
      else policy?.notePrivate();
      return value;
    } catch (err) {
      policy?.notePrivate();
      throw err;
    }
  }

  const specOptions = (callOptions: UpstreamCallOptions | undefined) => ({
    timeoutMs: callOptions?.timeoutMs ?? options.timeoutMs,
    bearer: callOptions?.bearer,
    idempotencyKey: callOptions?.idempotencyKey,
    decodeClientErrors: callOptions?.decodeClientErrors,
    text: callOptions?.text,
    sharedRead: callOptions?.sharedRead,
    idempotent: callOptions?.idempotent,
  });

  return {
    breakerStates,
    post: (path, body, meta, decode, callOptions) =>
      call({ method: "POST", path, body, meta, decode, ...specOptions(callOptions) }),
    get: (path, meta, decode, callOptions) =>
      call({ method: "GET", path, meta, decode, ...specOptions(callOptions) }),
  };
}

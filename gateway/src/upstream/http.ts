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
 * Resilience (resilience.ts): bodies are read up to a byte cap; idempotent reads (GETs, shared
 * reads and calls marked `idempotent`) are retried after a reset, a refused connection or a
 * 502/503/504, with full-jitter backoff or the delay `Retry-After` asks for, within the call's
 * time limit and a per-endpoint-group retry budget; one circuit breaker per endpoint group
 * fails calls fast while that group keeps failing, and lets one trial call through to recover.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { BrokenCircuitError, CircuitState } from "cockatiel";
import { shareability } from "../platform/cache/cache-control";
import { createSingleflight } from "../platform/cache/singleflight";
import {
  UpstreamBadResponseError,
  UpstreamCircuitOpenError,
  UpstreamTimeoutError,
  UpstreamUnavailableError,
} from "./errors";
import { createTransport, ResponseTooLargeError, type RawAnswer } from "./transport";
import {
  backoffDelayMs,
  createEndpointGuards,
  DEFAULT_RESILIENCE,
  endpointGroup,
  retryAfterMs,
  type EndpointGuards,
} from "./resilience";
import {
  answerKey,
  CONSTANT_HEADERS,
  createDecodedMemo,
  decodeAnswer,
  formatAnswer,
  headersFor,
  isIdempotent,
  LOCALE_HEADERS,
  parseAnswer,
  sameVaried,
  type Answer,
  type CallSpec,
} from "./answer";
import type {
  ResilientUpstreamHttp,
  UpstreamCallOptions,
  UpstreamHttpOptions,
  UpstreamOutcome,
} from "./http-types";

export * from "./http-types";

/** A 5xx answer, thrown inside the breaker so it counts as a failure, then unwrapped. */
class ServerErrorAnswer extends Error {
  constructor(readonly answer: Answer) {
    super(`HTTP ${answer.status}`);
  }
}

/** Failures that say the endpoint group is unwell: they count towards its breaker. */
function isBreakerFailure(err: unknown): boolean {
  return (
    err instanceof ServerErrorAnswer ||
    err instanceof UpstreamTimeoutError ||
    (err instanceof UpstreamUnavailableError && !(err instanceof UpstreamCircuitOpenError))
  );
}

/** Answers worth another attempt: the upstream (or a proxy before it) is briefly unable. */
const RETRYABLE_STATUSES = new Set([502, 503, 504]);

function outcomeOf(err: unknown): UpstreamOutcome {
  if (err instanceof UpstreamTimeoutError) return "timeout";
  if (err instanceof UpstreamBadResponseError) return "too_large";
  if (err instanceof ServerErrorAnswer) return "server_error";
  return "unavailable";
}

export function createUpstreamHttp(options: UpstreamHttpOptions): ResilientUpstreamHttp {
  const cache = options.publicCache;
  const now = cache?.now ?? Date.now;
  const flights = createSingleflight<Answer>();
  const settings = options.resilience ?? DEFAULT_RESILIENCE;
  const observer = options.observer;
  const transport = createTransport(options.baseUrl);
  const random = options.random ?? Math.random;
  const guards: EndpointGuards = createEndpointGuards(settings, isBreakerFailure, (group, state) =>
    observer?.breakerState(group, state),
  );

  /** One request and its body within `signal`; 5xx answers are thrown as ServerErrorAnswer. */
  async function attempt(
    spec: CallSpec<unknown>,
    headers: Record<string, string>,
    signal: AbortSignal,
  ): Promise<Answer> {
    const { path, timeoutMs } = spec;
    let response: RawAnswer;
    try {
      response = await transport.send(
        {
          method: spec.method,
          path,
          headers,
          body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
        },
        signal,
        settings.maxResponseBytes,
      );
    } catch (err) {
      if (signal.aborted) throw new UpstreamTimeoutError(path, timeoutMs);
      if (err instanceof ResponseTooLargeError) {
        throw new UpstreamBadResponseError(path, err.status, err.message);
      }
      throw new UpstreamUnavailableError(path, err);
    }
    const cacheControl = response.header("cache-control");
    const share = shareability(cacheControl, response.header("vary"));
    const ok = response.status >= 200 && response.status <= 299 && share.shared;
    const answer: Answer = {
      status: response.status,
      text: response.text,
      share,
      varied: Object.fromEntries(share.vary.map((name) => [name, headers[name] ?? null])),
      expiresAt: ok ? now() + Math.min(share.maxAgeMs, cache?.maxTtlMs ?? share.maxAgeMs) : 0,
      retryAfterMs: retryAfterMs(response.header("retry-after"), now()),
      cacheControl,
    };
    if (answer.status >= 500) throw new ServerErrorAnswer(answer);
    return answer;
  }

  /** One attempt through the group's breaker, timed and reported to the observer. */
  async function guardedAttempt(
    spec: CallSpec<unknown>,
    headers: Record<string, string>,
    signal: AbortSignal,
    group: string,
  ): Promise<Answer> {
    const breaker = guards.breaker(group);
    const started = performance.now();
    const report = (outcome: UpstreamOutcome) =>
      observer?.attempt(group, outcome, (performance.now() - started) / 1000);
    // Half-open lets one trial call through; the others fail fast rather than wait for it.
    if (breaker.state === CircuitState.HalfOpen || breaker.state === CircuitState.Isolated) {
      report("short_circuited");
      throw new UpstreamCircuitOpenError(spec.path, group);
    }
    try {
      const answer = await breaker.execute(() => attempt(spec, headers, signal), signal);
      report(answer.status >= 400 ? "client_error" : "ok");
      return answer;
    } catch (err) {
      if (err instanceof BrokenCircuitError) {
        report("short_circuited");
        throw new UpstreamCircuitOpenError(spec.path, group);
      }
      report(outcomeOf(err));
      throw err;
    }
  }

  /**
   * The answer of a call: attempts until one answers or no retry is due. Only idempotent calls
   * are retried, only after a transport failure or a 502/503/504, only while the group's budget
   * allows and the delay (Retry-After, else jittered backoff) fits in the call's time limit.
   */
  async function fetchAnswer(spec: CallSpec<unknown>, headers: Record<string, string>) {
    const { path, timeoutMs } = spec;
    const started = performance.now();
    const deadline = started + timeoutMs;
    const signal = AbortSignal.timeout(timeoutMs);
    const group = endpointGroup(path);
    const retryable = isIdempotent(spec);
    const budget = guards.budget(group);
    if (retryable) budget.deposit();
    let attempts = 0;
    try {
      for (let retry = 0; ; retry++) {
        attempts += 1;
        let failure: unknown;
        try {
          return await guardedAttempt(spec, headers, signal, group);
        } catch (err) {
          failure = err;
        }
        const answer = failure instanceof ServerErrorAnswer ? failure.answer : undefined;
        const transient =
          answer !== undefined
            ? RETRYABLE_STATUSES.has(answer.status)
            : failure instanceof UpstreamUnavailableError &&
              !(failure instanceof UpstreamCircuitOpenError);
        const delayMs =
          answer?.retryAfterMs ?? backoffDelayMs(retry, settings.retryBaseDelayMs, random);
        const due =
          retryable &&
          transient &&
          retry < settings.maxRetries &&
          performance.now() + delayMs < deadline &&
          budget.tryWithdraw();
        if (!due) {
          if (answer) return answer;
          throw failure;
        }
        observer?.retry(group, delayMs);
        try {
          await sleep(delayMs, undefined, { signal });
        } catch {
          throw new UpstreamTimeoutError(path, timeoutMs);
        }
      }
    } finally {
      spec.meta.logger?.debug("upstream call", {
        path,
        attempts,
        ms: Math.round(performance.now() - started),
      });
    }
  }

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
    breakerStates: () => guards.states(),
    post: (path, body, meta, decode, callOptions) =>
      call({ method: "POST", path, body, meta, decode, ...specOptions(callOptions) }),
    get: (path, meta, decode, callOptions) =>
      call({ method: "GET", path, meta, decode, ...specOptions(callOptions) }),
  };
}

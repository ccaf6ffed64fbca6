/**
 * The one HTTP helper every upstream client goes through: built-in fetch (undici keeps
 * connections alive by default), a timeout on every call, request id and visitor IP forwarded,
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
import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { BrokenCircuitError, CircuitState } from "cockatiel";
import type { Logger } from "@travel/service-kit/logger";
import { shareability, type Shareability } from "../platform/cache/cache-control";
import type { ResponsePolicy } from "../platform/cache/response-policy";
import { createSingleflight } from "../platform/cache/singleflight";
import type { Store } from "../platform/store";
import { DecodeError } from "./decode";
import {
  UpstreamBadResponseError,
  UpstreamCircuitOpenError,
  UpstreamTimeoutError,
  UpstreamUnavailableError,
} from "./errors";
import { readCappedText, ResponseTooLargeError } from "./read-body";
import {
  backoffDelayMs,
  createEndpointGuards,
  DEFAULT_RESILIENCE,
  endpointGroup,
  retryAfterMs,
  type BreakerStateName,
  type EndpointGuards,
  type ResilienceSettings,
} from "./resilience";

/** Who a call is made for; forwarded to the upstream as headers. */
export interface UpstreamCallMeta {
  /** Sent as `x-request-id`. */
  requestId: string;
  /** Visitor address, sent as `x-forwarded-for` when known. */
  clientIp?: string | undefined;
  /**
   * The visitor's language (the `language` cookie, e.g. "es-ES"), sent as `Accept-Language` so
   * the product content comes in it. The public-response cache is keyed by that cookie.
   */
  language?: string | undefined;
  /** Receives one debug line per call. */
  logger?: Logger | undefined;
  /** Told whether each answer may be shared, and for how long (the public-response cache). */
  policy?: ResponsePolicy | undefined;
}

/**
 * Turns a parsed JSON body (or the text, for a `text` call) and the answer's HTTP status into a
 * typed value, throwing DecodeError when it does not fit (contract.ts compiles them from the
 * REST contract).
 */
export type Decoder<T> = (json: unknown, status: number) => T;

/** Per-call options. */
export interface UpstreamCallOptions {
  /** Overrides the default time limit. */
  timeoutMs?: number;
  /** Session token, sent as `Authorization: Bearer <token>`. */
  bearer?: string | undefined;
  /**
   * Sent as `Idempotency-Key` on a write that creates something: the upstream does it once per
   * key and answers a retry with the first result.
   */
  idempotencyKey?: string | undefined;
  /**
   * Hand 4xx answers with a JSON body to the decoder instead of failing (for endpoints that
   * answer `{ status: 0, message }` with a client-error status). 5xx always fails.
   */
  decodeClientErrors?: boolean;
  /** Hand the body's text to the decoder as is (a text/css answer) instead of parsing JSON. */
  text?: boolean;
  /**
   * A POST that only reads, so a public answer may be shared across requests and concurrent
   * calls coalesced (GETs always may). Never set it on a call that changes something.
   */
  sharedRead?: boolean;
  /**
   * A call that changes nothing, so it may be retried after a transient failure (GETs and
   * shared reads always may). Never set it on a call that changes something.
   */
  idempotent?: boolean;
}

/** Options of a read-only POST whose public answer may be shared (reference data and the like). */
export const SHARED_READ: UpstreamCallOptions = Object.freeze({ sharedRead: true });

export interface UpstreamHttp {
  post<T>(
    path: string,
    body: object,
    meta: UpstreamCallMeta,
    decode: Decoder<T>,
    options?: UpstreamCallOptions,
  ): Promise<T>;
  get<T>(
    path: string,
    meta: UpstreamCallMeta,
    decode: Decoder<T>,
    options?: UpstreamCallOptions,
  ): Promise<T>;
}

export interface UpstreamHttpOptions {
  /** Base URL without a trailing slash. */
  baseUrl: string;
  /** Default time limit of a call, covering the headers and the whole body. */
  timeoutMs: number;
  /** Where public answers are shared across requests; none: every call goes upstream. */
  publicCache?: UpstreamPublicCache | undefined;
  /** Size cap, retries and breakers (default: DEFAULT_RESILIENCE). */
  resilience?: ResilienceSettings | undefined;
  /** Told about every attempt, breaker change and cache lookup (the metrics). */
  observer?: UpstreamObserver | undefined;
  /** Random source of the backoff jitter, in [0, 1) (tests fix it). */
  random?: () => number;
}

/** How one attempt at an upstream call ended. */
export type UpstreamOutcome =
  | "ok"
  | "client_error"
  | "server_error"
  | "timeout"
  | "unavailable"
  | "too_large"
  | "short_circuited";

/** Receives what the client sees, for metrics; every method must be cheap and never throw. */
export interface UpstreamObserver {
  /** One attempt of a call to an endpoint group, with its outcome and duration. */
  attempt(group: string, outcome: UpstreamOutcome, seconds: number): void;
  /** A retry about to be made, after `delayMs`. */
  retry(group: string, delayMs: number): void;
  /** A breaker changed state (reported once as "closed" when the group is first called). */
  breakerState(group: string, state: BreakerStateName): void;
  /** A shareable read looked up in the public-answer cache. */
  cacheLookup(hit: boolean): void;
}

/** The client plus a view of its breakers (readiness and metrics read it). */
export interface ResilientUpstreamHttp extends UpstreamHttp {
  breakerStates(): Record<string, BreakerStateName>;
}

export interface UpstreamPublicCache {
  store: Store;
  /** Longest time an answer is reused, whatever its max-age says. */
  maxTtlMs: number;
  /** Clock in milliseconds (tests move it). */
  now?: () => number;
}

/** Request headers whose value is the same on every call: a Vary on them does not split visitors. */
const CONSTANT_HEADERS = new Set(["accept", "accept-encoding", "content-type"]);
/**
 * Request headers drawn from the locale cookies, which key the public-response cache: a Vary on
 * them splits visitors exactly as that cache does, so the whole response may still be shared.
 */
const LOCALE_HEADERS = new Set(["accept-language"]);

/** An upstream answer as the cache keeps it. */
interface Answer {
  status: number;
  text: string;
  share: Shareability;
  /** Values of the request headers named by Vary, as sent. */
  varied: Record<string, string | null>;
  /** When a shared copy stops being fresh (ms since epoch); 0 when not shared. */
  expiresAt: number;
  /** The delay the answer's Retry-After asks for, in ms; null without one. */
  retryAfterMs: number | null;
}

interface CallSpec<T> {
  method: "GET" | "POST";
  path: string;
  body?: object;
  meta: UpstreamCallMeta;
  decode: Decoder<T>;
  timeoutMs: number;
  bearer?: string | undefined;
  idempotencyKey?: string | undefined;
  decodeClientErrors?: boolean | undefined;
  text?: boolean | undefined;
  sharedRead?: boolean | undefined;
  idempotent?: boolean | undefined;
}

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

/** Rejects with the signal's reason once it aborts (fetch bodies do not always honour it). */
function raceAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

function headersFor(spec: CallSpec<unknown>): Record<string, string> {
  const headers: Record<string, string> = {
    accept: "application/json",
    "x-request-id": spec.meta.requestId,
  };
  if (spec.body !== undefined) headers["content-type"] = "application/json";
  if (spec.meta.clientIp) headers["x-forwarded-for"] = spec.meta.clientIp;
  if (spec.meta.language) headers["accept-language"] = spec.meta.language;
  if (spec.bearer) headers.authorization = `Bearer ${spec.bearer}`;
  if (spec.idempotencyKey) headers["idempotency-key"] = spec.idempotencyKey;
  return headers;
}

/** Short description of a non-2xx body for the log: its `message` when JSON, else its start. */
function describeBody(text: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === "object" && parsed !== null && "message" in parsed) {
      return String(parsed.message);
    }
  } catch {
    // not JSON: fall through to the raw text
  }
  return text.slice(0, 120);
}

export function createUpstreamHttp(options: UpstreamHttpOptions): ResilientUpstreamHttp {
  const cache = options.publicCache;
  const now = cache?.now ?? Date.now;
  const flights = createSingleflight<Answer>();
  const settings = options.resilience ?? DEFAULT_RESILIENCE;
  const observer = options.observer;
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
    let response: Response | undefined;
    let text: string;
    try {
      response = await fetch(`${options.baseUrl}${path}`, {
        method: spec.method,
        headers,
        body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
        signal,
      });
      text = await raceAbort(readCappedText(response, settings.maxResponseBytes), signal);
    } catch (err) {
      if (signal.aborted) throw new UpstreamTimeoutError(path, timeoutMs);
      if (err instanceof ResponseTooLargeError) {
        throw new UpstreamBadResponseError(path, response?.status ?? 0, err.message);
      }
      throw new UpstreamUnavailableError(path, err);
    }
    const share = shareability(response.headers.get("cache-control"), response.headers.get("vary"));
    const ok = response.status >= 200 && response.status <= 299 && share.shared;
    const answer: Answer = {
      status: response.status,
      text,
      share,
      varied: Object.fromEntries(share.vary.map((name) => [name, headers[name] ?? null])),
      expiresAt: ok ? now() + Math.min(share.maxAgeMs, cache?.maxTtlMs ?? share.maxAgeMs) : 0,
      retryAfterMs: retryAfterMs(response.headers.get("retry-after"), now()),
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

  // Decoded values of shared answers, so a cached answer is parsed and decoded once while fresh
  // rather than per request (frozen: every request reads the same value).
  const decoded = new Map<string, { answer: Answer; decode: Decoder<unknown>; value: unknown }>();
  function decodeShared<T>(key: string, answer: Answer, spec: CallSpec<T>): T {
    const memo = decoded.get(key);
    if (
      memo &&
      memo.decode === spec.decode &&
      memo.answer.expiresAt === answer.expiresAt &&
      memo.answer.text === answer.text
    ) {
      return memo.value as T;
    }
    const value = deepFreeze(decodeAnswer(answer, spec));
    if (decoded.size >= MAX_DECODED) decoded.delete(decoded.keys().next().value as string);
    decoded.set(key, { answer, decode: spec.decode, value });
    return value;
  }

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

/** GETs, shared reads and calls marked idempotent may be attempted again. */
function isIdempotent(spec: CallSpec<unknown>): boolean {
  return spec.method === "GET" || spec.sharedRead === true || spec.idempotent === true;
}

/** Most decoded shared answers kept (one per endpoint and body in practice). */
const MAX_DECODED = 200;

function decodeAnswer<T>(answer: Answer, spec: CallSpec<T>): T {
  return decodeBody(
    spec.path,
    answer.status,
    answer.text,
    spec.decode,
    spec.decodeClientErrors === true,
    spec.text,
  );
}

/** Freezes `value` and everything reachable from it (decoded JSON: plain objects and arrays). */
function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Method, path and body: what names one upstream answer (a bearer call is never cached). */
function answerKey(spec: CallSpec<unknown>): string {
  const body = spec.body === undefined ? "" : JSON.stringify(spec.body);
  // one copy per language, so the answers in two languages do not take turns in one entry
  const language = spec.meta.language ?? "";
  return createHash("sha256")
    .update(`${spec.method} ${spec.path} ${body} ${language}`)
    .digest("base64url");
}

function sameVaried(answer: Answer, headers: Record<string, string>): boolean {
  return Object.entries(answer.varied).every(([name, value]) => (headers[name] ?? null) === value);
}

/** One line of JSON (status, shareability, varied headers, expiry), then the body as is. */
function formatAnswer(answer: Answer): string {
  const { text, ...head } = answer;
  return `${JSON.stringify(head)}\n${text}`;
}

function parseAnswer(stored: string): Answer | null {
  const newline = stored.indexOf("\n");
  if (newline < 0) return null;
  try {
    const head = JSON.parse(stored.slice(0, newline)) as Omit<Answer, "text">;
    return { ...head, text: stored.slice(newline + 1) };
  } catch {
    return null;
  }
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function decodeBody<T>(
  path: string,
  status: number,
  text: string,
  decode: Decoder<T>,
  decodeClientErrors: boolean,
  asText = false,
): T {
  const decodable = decodeClientErrors && status >= 400 && status <= 499 && isJson(text);
  if ((status < 200 || status > 299) && !decodable) {
    throw new UpstreamBadResponseError(path, status, `HTTP ${status}: ${describeBody(text)}`);
  }
  let json: unknown = text;
  try {
    if (!asText) json = JSON.parse(text);
  } catch {
    throw new UpstreamBadResponseError(path, status, "malformed JSON body");
  }
  try {
    return decode(json, status);
  } catch (err) {
    if (err instanceof DecodeError) throw new UpstreamBadResponseError(path, status, err.message);
    throw err;
  }
}

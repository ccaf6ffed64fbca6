/** The types of the upstream HTTP helper (http.ts): what a client passes and gets. */
import type { Logger } from "@travel/service-kit/logger";
import type { ResponsePolicy } from "../platform/cache/response-policy";
import type { Store } from "../platform/store";
import type { BreakerStateName, ResilienceSettings } from "./resilience";

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
export type Decoder<T> = (json: unknown, status: number, headers?: AnswerHeaders) => T;

/** The headers of an answer a decoder may read (kept with a shared answer in the cache). */
export interface AnswerHeaders {
  /** The answer's Cache-Control, as sent; null without one. */
  cacheControl: string | null;
}

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

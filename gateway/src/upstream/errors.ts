/** Typed failures of upstream calls; http.ts is the one place that maps fetch failures to them. */
import { isNativeError } from "node:util/types";

export type UpstreamErrorKind = "timeout" | "unavailable" | "bad_response";

export abstract class UpstreamError extends Error {
  abstract readonly kind: UpstreamErrorKind;
  constructor(
    /** Upstream path of the failed call, for example `/api/getCountryCat`. */
    readonly path: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The upstream did not answer within UPSTREAM_TIMEOUT_MS. */
export class UpstreamTimeoutError extends UpstreamError {
  readonly kind = "timeout";
  constructor(path: string, timeoutMs: number) {
    super(path, `upstream ${path} did not answer within ${timeoutMs} ms`);
  }
}

/** The upstream could not be reached (connection refused or reset, DNS failure...). */
export class UpstreamUnavailableError extends UpstreamError {
  readonly kind = "unavailable";
  /** The call never left: the connection was refused (a reset may come after the upstream read it). */
  readonly notSent: boolean;
  constructor(path: string, cause: unknown) {
    super(path, `upstream ${path} is unavailable: ${describeCause(cause)}`);
    this.notSent = causeCode(cause) === "ECONNREFUSED";
  }
}

/** The endpoint group's circuit breaker is open: the call failed fast, without reaching the upstream. */
export class UpstreamCircuitOpenError extends UpstreamUnavailableError {
  override readonly notSent = true;
  constructor(path: string, group: string) {
    super(path, `circuit open for ${group}`);
  }
}

/** The upstream answered, but not with a usable body: non-2xx, malformed JSON, bad envelope. */
export class UpstreamBadResponseError extends UpstreamError {
  readonly kind = "bad_response";
  constructor(
    path: string,
    /** HTTP status of the answer. */
    readonly status: number,
    /** What was wrong with it. */
    readonly reason: string,
  ) {
    super(path, `upstream ${path} answered ${status} with a bad response: ${reason}`);
  }
}

/**
 * Whether the upstream certainly did not act on the call: it was never sent (connection
 * refused, circuit open), or the answer was "unavailable" (502, 503, 504: the service or the
 * proxy in front of it turned the call away). A timeout, a reset or any other answer may come
 * after the upstream did the work.
 */
export function turnedAway(err: UpstreamError): boolean {
  if (err instanceof UpstreamUnavailableError) return err.notSent;
  return err instanceof UpstreamBadResponseError && [502, 503, 504].includes(err.status);
}

/**
 * Whether a write may have been done although no usable answer came: no answer in time, a
 * connection lost after the call was sent, or a 2xx answer whose body could not be read. An
 * answered failure (4xx, 5xx: the upstream's transaction did not commit) or a call never sent
 * did nothing.
 */
export function mayHaveActed(err: UpstreamError): boolean {
  if (err instanceof UpstreamTimeoutError) return true;
  if (err instanceof UpstreamUnavailableError) return !err.notSent;
  return err instanceof UpstreamBadResponseError && err.status >= 200 && err.status <= 299;
}

/**
 * The socket error's code: node:http's error itself (transport.ts), or the `cause` of fetch's
 * "fetch failed" (undici puts the socket error there).
 */
function causeCode(cause: unknown): string | undefined {
  if (!isNativeError(cause)) return undefined;
  const own = (cause as { code?: unknown }).code;
  if (typeof own === "string") return own;
  const code = (cause.cause as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? code : undefined;
}

/** "fetch failed (connect ECONNREFUSED ...)"; isNativeError also works across realms (Jest). */
function describeCause(cause: unknown): string {
  if (!isNativeError(cause)) return String(cause);
  const inner = isNativeError(cause.cause) ? ` (${cause.cause.message})` : "";
  return `${cause.message}${inner}`;
}

/** What a log line says of an upstream failure: its path, kind, a bad answer's status, message. */
export function upstreamFailureFields(err: UpstreamError) {
  return {
    upstreamPath: err.path,
    errorKind: err.kind,
    ...(err instanceof UpstreamBadResponseError ? { upstreamStatus: err.status } : {}),
    error: err.message,
  };
}

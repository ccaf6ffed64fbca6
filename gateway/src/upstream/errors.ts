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
  constructor(path: string, cause: unknown) {
    super(path, `upstream ${path} is unavailable: ${describeCause(cause)}`);
  }
}

/** The endpoint group's circuit breaker is open: the call failed fast, without reaching the upstream. */
export class UpstreamCircuitOpenError extends UpstreamUnavailableError {
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

/** "fetch failed (connect ECONNREFUSED ...)"; isNativeError also works across realms (Jest). */
function describeCause(cause: unknown): string {
  if (!isNativeError(cause)) return String(cause);
  const inner = isNativeError(cause.cause) ? ` (${cause.cause.message})` : "";
  return `${cause.message}${inner}`;
}

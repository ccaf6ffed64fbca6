/** Spec §8: a failed upstream call is logged and replaced by a documented fallback value. */
import type { Logger } from "@travel/service-kit/logger";
import { UpstreamBadResponseError, UpstreamError } from "./errors";

/**
 * Runs `call`; on an UpstreamError logs one warning (upstream path, error kind, HTTP status)
 * through `logger` (which carries the request id) and returns `fallback()` instead. Any other
 * error is a bug and propagates.
 */
export async function withFallback<T>(
  call: () => Promise<T>,
  fallback: () => T,
  logger: Logger,
): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    logger.warn("upstream call failed; using the fallback", {
      upstreamPath: err.path,
      errorKind: err.kind,
      ...(err instanceof UpstreamBadResponseError ? { upstreamStatus: err.status } : {}),
      error: err.message,
    });
    return fallback();
  }
}

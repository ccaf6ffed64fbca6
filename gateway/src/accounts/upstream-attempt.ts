/**
 * Runs an account call whose failure the user must hear about: an UpstreamError is logged
 * (with the request id the logger carries) and becomes `undefined`; the resolver then answers
 * UPSTREAM_UNAVAILABLE. Bugs propagate (and are masked by the server).
 */
import type { Logger } from "../logging/logger";
import { UpstreamBadResponseError, UpstreamError } from "../upstream/errors";

export async function attemptUpstream<T>(
  call: () => Promise<T>,
  logger: Logger,
): Promise<T | undefined> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    logger.error("accounts upstream call failed", {
      upstreamPath: err.path,
      errorKind: err.kind,
      ...(err instanceof UpstreamBadResponseError ? { upstreamStatus: err.status } : {}),
      error: err.message,
    });
    return undefined;
  }
}

/**
 * Runs an account call whose failure the user must hear about: an UpstreamError is logged
 * (with the request id the logger carries) and becomes `undefined`; the resolver then answers
 * UPSTREAM_UNAVAILABLE. `onFailure` hears of it first (a sign-in gives its attempt back when the
 * upstream turned the call away). Bugs propagate (and are masked by the server).
 */
import type { Logger } from "@travel/service-kit/logger";
import { UpstreamBadResponseError, UpstreamError } from "../upstream/errors";

export async function attemptUpstream<T>(
  call: () => Promise<T>,
  logger: Logger,
  onFailure?: (err: UpstreamError) => Promise<void>,
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
    await onFailure?.(err);
    return undefined;
  }
}

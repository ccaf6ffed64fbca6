/**
 * Writes that cannot lie. Every mutation that creates something is sent upstream with an
 * idempotency key: the client's `idempotencyKey` (the same for every retry of one attempt), or
 * one drawn here when the client sent none. The upstream does the write once per key and answers
 * a retry with the first result, also across gateway instances.
 *
 * A write whose answer does not arrive (its time limit passed, the connection was lost after the
 * call was sent, the body of a 2xx answer was unreadable) may have happened or not: it is
 * answered OUTCOME_UNKNOWN, never as a failure, and the payload carries the key. Sent again with
 * that key, the write answers its first result (created, or really refused) without doing it
 * twice. The key sent again with a different request is IDEMPOTENCY_KEY_REUSED.
 */
import { randomUUID } from "node:crypto";
import { messages } from "@travel/schema/validation";
import type { Logger } from "@travel/service-kit/logger";
import { mayHaveActed, UpstreamBadResponseError, UpstreamError } from "../upstream/errors";
import type { CodedError } from "./user-error";

/** What the upstream takes: 8 to 64 letters, digits, `-` or `_` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
export const OUTCOME_UNKNOWN = "OUTCOME_UNKNOWN";
export const IDEMPOTENCY_KEY_REUSED = "IDEMPOTENCY_KEY_REUSED";
/** The upstream's HTTP status for a key sent again with another request. */
const KEY_REUSED_STATUS = 422;

/** The key to send: the client's (trimmed), a new random one when none came, null when malformed. */
export function writeKey(clientKey: string | null | undefined): string | null {
  const key = (clientKey ?? "").trim();
  if (key === "") return randomUUID();
  return IDEMPOTENCY_KEY_PATTERN.test(key) ? key : null;
}

/** The error of a malformed client key, on the input's `idempotencyKey` (or `field`). */
export const invalidKey = (field = "idempotencyKey"): CodedError<"INVALID_FORMAT"> => ({
  field,
  code: "INVALID_FORMAT",
  message: messages.INVALID_VALUE,
});

/** The answer to a write whose outcome is unknown: retry with the payload's key. */
export const outcomeUnknown = (): CodedError<typeof OUTCOME_UNKNOWN> => ({
  field: null,
  code: OUTCOME_UNKNOWN,
  message: messages.OUTCOME_UNKNOWN,
});

/** The answer to a key sent again with a different request; nothing was written. */
export const keyReused = (field = "idempotencyKey"): CodedError<typeof IDEMPOTENCY_KEY_REUSED> => ({
  field,
  code: IDEMPOTENCY_KEY_REUSED,
  message: messages.IDEMPOTENCY_KEY_REUSED,
});

/** The errors of a write's key (`writeKey`'s answer): INVALID_FORMAT when it was malformed (null). */
export const keyErrors = (key: string | null | undefined): CodedError<"INVALID_FORMAT">[] =>
  key === null ? [invalidKey()] : [];

/**
 * IDEMPOTENCY_KEY_REUSED when an upstream refusal's code (`{ status: 0, code }`) says the key was
 * sent with another request, else null.
 */
export const reusedKeyError = (
  code: string | null | undefined,
): CodedError<typeof IDEMPOTENCY_KEY_REUSED> | null =>
  code === IDEMPOTENCY_KEY_REUSED ? keyReused() : null;

/** The errors of a write: its domain's `unavailable()`, OUTCOME_UNKNOWN or IDEMPOTENCY_KEY_REUSED. */
export type WriteError<E> =
  E | CodedError<typeof OUTCOME_UNKNOWN> | CodedError<typeof IDEMPOTENCY_KEY_REUSED>;

export type WriteAttempt<T, E> = { ok: true; value: T } | { ok: false; error: WriteError<E> };

/**
 * Runs an upstream write (sent with an idempotency key, or idempotent by itself). A write that
 * may have happened (upstream/errors.ts `mayHaveActed`: time-out, connection lost after sending)
 * is OUTCOME_UNKNOWN; the 422 of a reused key is IDEMPOTENCY_KEY_REUSED; any other upstream
 * failure (never sent, 4xx, 5xx: nothing was kept) is `unavailable()`. Each failure is logged
 * with the key; bugs propagate.
 */
export async function attemptWrite<T, E extends CodedError<string>>(
  call: () => Promise<T>,
  context: {
    logger: Logger;
    what: string;
    /** The key the write is sent with; undefined for a write idempotent by itself (a change). */
    key: string | undefined;
    unavailable: () => E;
  },
): Promise<WriteAttempt<T, E>> {
  try {
    return { ok: true, value: await call() };
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    const status = err instanceof UpstreamBadResponseError ? err.status : undefined;
    context.logger.warn(`${context.what} failed upstream`, {
      upstreamPath: err.path,
      errorKind: err.kind,
      ...(status === undefined ? {} : { upstreamStatus: status }),
      ...(context.key === undefined ? {} : { idempotencyKey: context.key }),
      error: err.message,
    });
    if (mayHaveActed(err)) return { ok: false, error: outcomeUnknown() };
    if (status === KEY_REUSED_STATUS) return { ok: false, error: keyReused() };
    return { ok: false, error: context.unavailable() };
  }
}

/**
 * The request being handled, kept across awaits (AsyncLocalStorage): the logger adds its
 * request id (the gateway's `x-request-id`) to every line written while handling it.
 */
import { AsyncLocalStorage } from "node:async_hooks";

const storage = new AsyncLocalStorage<{ requestId: string }>();

/** Accepts the ids the gateway sends (a UUID or a short token of safe characters). */
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:=+-]{0,127}$/;

/** A sane `x-request-id` header value, else undefined. */
export function requestIdFrom(header: string | string[] | undefined): string | undefined {
  return typeof header === "string" && SANE_REQUEST_ID.test(header) ? header : undefined;
}

/** Runs `work` with `requestId` as the current request id (none: no id on its lines). */
export function runWithRequestId<T>(requestId: string | undefined, work: () => T): T {
  return requestId === undefined ? work() : storage.run({ requestId }, work);
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

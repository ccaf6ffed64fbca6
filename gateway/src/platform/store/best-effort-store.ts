/**
 * A view of a Store for caches: a failing store (Redis unreachable, a command timing out) reads
 * as a miss and drops writes, reported to `onError`, so a cache outage costs speed, never
 * answers. Counters are not forgiven: a limit that cannot be counted refuses (see abuse/).
 */
import type { Store } from "./store";

export type StoreErrorHandler = (operation: "get" | "set" | "delete", err: unknown) => void;

export function bestEffortStore(store: Store, onError: StoreErrorHandler): Store {
  return {
    get: (key) =>
      store.get(key).catch((err: unknown) => {
        onError("get", err);
        return undefined;
      }),
    set: (key, value, ttlMs) =>
      store.set(key, value, ttlMs).catch((err: unknown) => onError("set", err)),
    delete: (key) =>
      store.delete(key).catch((err: unknown) => {
        onError("delete", err);
        return false;
      }),
    increment: (key, by, ttlMs) => store.increment(key, by, ttlMs),
    namespace: (prefix) => bestEffortStore(store.namespace(prefix), onError),
  };
}

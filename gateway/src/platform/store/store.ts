/**
 * Shared state of the gateway (cached upstream answers, cached public responses, persisted
 * queries, abuse counters): one keyv-style interface with two implementations, in memory
 * (memory-store.ts, the default) and Redis (redis-store.ts, with REDIS_URL) so that several
 * gateway instances share it. Values are Buffers or strings and come back as they were stored.
 */
export type StoreValue = Buffer | string;

/** A counter after `increment`: its value and the milliseconds until it expires (0 when gone). */
export interface Counter {
  value: number;
  ttlMs: number;
}

export interface Store {
  /** The value stored under `key`, or undefined when absent or expired. */
  get(key: string): Promise<StoreValue | undefined>;
  /** Stores `value` under `key` for `ttlMs` milliseconds (a ttl below 1 stores nothing). */
  set(key: string, value: StoreValue, ttlMs: number): Promise<void>;
  /** Removes `key`; true when something was removed. */
  delete(key: string): Promise<boolean>;
  /**
   * Atomically adds `by` (an integer, possibly negative or 0) to the counter under `key` and
   * answers its new value, also when several gateways count the same key at once. An absent or
   * expired counter starts at 0 and, when `by` is positive, is created to expire in `ttlMs`;
   * a live counter keeps its expiry (a fixed window that starts with its first count). A counter
   * that falls to 0 or below is removed. `by` 0 reads a counter without touching it.
   */
  increment(key: string, by: number, ttlMs: number): Promise<Counter>;
  /** A view of this store whose keys all start with `<prefix>:` (nested views chain prefixes). */
  namespace(prefix: string): Store;
}

/** Wraps `store` so that every key is prefixed with `<prefix>:`. */
export function prefixedStore(store: Store, prefix: string): Store {
  const full = (key: string) => `${prefix}:${key}`;
  return {
    get: (key) => store.get(full(key)),
    set: (key, value, ttlMs) => store.set(full(key), value, ttlMs),
    delete: (key) => store.delete(full(key)),
    increment: (key, by, ttlMs) => store.increment(full(key), by, ttlMs),
    namespace: (inner) => prefixedStore(store, `${prefix}:${inner}`),
  };
}

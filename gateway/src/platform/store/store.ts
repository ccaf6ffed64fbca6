/**
 * Shared state of the gateway (cached upstream answers, cached public responses): one keyv-style
 * interface, an in-memory implementation today (memory-store.ts) and a Redis one later. Values
 * are Buffers or strings so any implementation can hold them as they are.
 */
export type StoreValue = Buffer | string;

export interface Store {
  /** The value stored under `key`, or undefined when absent or expired. */
  get(key: string): Promise<StoreValue | undefined>;
  /** Stores `value` under `key` for `ttlMs` milliseconds (a ttl below 1 stores nothing). */
  set(key: string, value: StoreValue, ttlMs: number): Promise<void>;
  /** Removes `key`; true when something was removed. */
  delete(key: string): Promise<boolean>;
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
    namespace: (inner) => prefixedStore(store, `${prefix}:${inner}`),
  };
}

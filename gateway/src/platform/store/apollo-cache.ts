/**
 * The Store as Apollo Server's key-value cache (automatic persisted queries), so every gateway
 * sharing the store knows a query registered on any of them. Apollo gives ttls in seconds;
 * an entry without one keeps `defaultTtlMs`.
 */
import type { PersistedQueryOptions } from "@apollo/server";
import type { Store } from "./store";

type KeyValueCache = NonNullable<PersistedQueryOptions["cache"]>;

export function apolloKeyValueCache(store: Store, defaultTtlMs: number): KeyValueCache {
  return {
    async get(key) {
      const value = await store.get(key);
      return value === undefined ? undefined : value.toString();
    },
    async set(key, value, options) {
      const ttlSeconds = options?.ttl;
      await store.set(
        key,
        value,
        typeof ttlSeconds === "number" ? ttlSeconds * 1000 : defaultTtlMs,
      );
    },
    async delete(key) {
      return store.delete(key);
    },
  };
}

export { prefixedStore, type Counter, type Store, type StoreValue } from "./store";
export { createMemoryStore, type MemoryStore, type MemoryStoreOptions } from "./memory-store";
export {
  connectRedisStore,
  RedisUnavailableError,
  type RedisStore,
  type RedisStoreOptions,
} from "./redis-store";
export { bestEffortStore, type StoreErrorHandler } from "./best-effort-store";

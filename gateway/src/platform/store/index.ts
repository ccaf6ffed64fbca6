export { prefixedStore, type Store, type StoreValue } from "./store";
export { createMemoryStore, type MemoryStore, type MemoryStoreOptions } from "./memory-store";

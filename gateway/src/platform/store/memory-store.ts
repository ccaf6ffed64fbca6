/**
 * The in-memory Store: least-recently-used entries go first once the entry count or the total
 * size (keys and values, in bytes) would pass its bounds; expired entries are never returned.
 */
import { prefixedStore, type Store, type StoreValue } from "./store";

export interface MemoryStoreOptions {
  /** Most entries kept (default 10 000). */
  maxEntries?: number;
  /** Most bytes kept, keys and values together (default 32 MiB). */
  maxBytes?: number;
  /** Clock in milliseconds (tests move it). */
  now?: () => number;
}

interface Entry {
  value: StoreValue;
  expiresAt: number;
  bytes: number;
}

export interface MemoryStore extends Store {
  /** Entries and bytes currently held (expired ones included until touched or evicted). */
  stats(): { entries: number; bytes: number };
}

const sizeOf = (key: string, value: StoreValue) =>
  Buffer.byteLength(key) +
  (typeof value === "string" ? Buffer.byteLength(value) : value.byteLength);

export function createMemoryStore(options: MemoryStoreOptions = {}): MemoryStore {
  const maxEntries = options.maxEntries ?? 10_000;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on read keeps the oldest use first.
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const remove = (key: string): boolean => {
    const entry = entries.get(key);
    if (!entry) return false;
    entries.delete(key);
    bytes -= entry.bytes;
    return true;
  };

  /** Inserts a new entry as the most recently used, evicting the least recently used first. */
  const insert = (key: string, value: StoreValue, expiresAt: number): void => {
    remove(key);
    const size = sizeOf(key, value);
    if (size > maxBytes) return;
    while (entries.size >= maxEntries || bytes + size > maxBytes) {
      const oldest = entries.keys().next();
      if (oldest.done) break;
      remove(oldest.value);
    }
    entries.set(key, { value, expiresAt, bytes: size });
    bytes += size;
  };

  const store: MemoryStore = {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return Promise.resolve(undefined);
      if (entry.expiresAt <= now()) {
        remove(key);
        return Promise.resolve(undefined);
      }
      entries.delete(key);
      entries.set(key, entry);
      return Promise.resolve(entry.value);
    },
    set(key, value, ttlMs) {
      if (ttlMs >= 1) insert(key, value, now() + ttlMs);
      else remove(key);
      return Promise.resolve();
    },
    delete: (key) => Promise.resolve(remove(key)),
    increment(key, by, ttlMs) {
      if (!Number.isSafeInteger(by)) {
        return Promise.reject(new RangeError(`increment by ${by}: not an integer`));
      }
      const t = now();
      const entry = entries.get(key);
      const live = entry !== undefined && entry.expiresAt > t;
      const current = live ? Number(entry.value.toString()) || 0 : 0;
      const value = current + by;
      if (!live && by <= 0) {
        if (entry) remove(key);
        return Promise.resolve({ value: 0, ttlMs: 0 });
      }
      if (value <= 0) {
        remove(key);
        return Promise.resolve({ value: Math.max(value, 0), ttlMs: 0 });
      }
      if (live && by === 0) return Promise.resolve({ value, ttlMs: entry.expiresAt - t });
      const expiresAt = live ? entry.expiresAt : t + ttlMs;
      if (!(expiresAt - t >= 1)) return Promise.resolve({ value: 0, ttlMs: 0 });
      insert(key, String(value), expiresAt);
      return Promise.resolve({ value, ttlMs: expiresAt - t });
    },
    namespace: (prefix) => prefixedStore(store, prefix),
    stats: () => ({ entries: entries.size, bytes }),
  };
  return store;
}

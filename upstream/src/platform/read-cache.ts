/**
 * In-process cache of reads that give everyone the same answer (reference data, site
 * configuration, rates, offers). An entry is filled on its first read, keeps the tables it was
 * read from, and is dropped when any of them is written (`invalidate`, wired to the Db's write
 * notifications) or when it is older than the TTL — the bound on staleness when other processes
 * write the same PostgreSQL database, whose writes this process never hears of.
 *
 * Invalidation is O(tables written): each table has a generation counter, bumped on write; an
 * entry remembers the generations it was read at and is stale as soon as one differs. Concurrent
 * first reads of a key share one load; a load overtaken by a write of its tables is answered to
 * its callers but not kept.
 */
import type { WrittenTables } from "../db/db";

export interface ReadCacheOptions {
  /** How long an entry may be served, in ms; 0 turns the cache off (every read loads). */
  ttlMs: number;
  /** Most entries kept; the earliest filled go first (default 1000). */
  maxEntries?: number;
  /** Clock in ms (tests inject one). */
  now?: () => number;
}

export interface ReadCacheStats {
  hits: number;
  misses: number;
  entries: number;
}

export interface ReadCache {
  /**
   * The cached value of `key`, else the value `load` resolves to (kept unless one of `tables`
   * was written meanwhile). One load per key at a time; a failed load is not kept.
   */
  get<T>(key: string, tables: readonly string[], load: () => Promise<T>): Promise<T>;
  /** Drops every entry read from one of `tables` ("all": every entry). */
  invalidate(tables: WrittenTables): void;
  stats(): ReadCacheStats;
}

interface Entry {
  value: unknown;
  expires: number;
  tables: readonly string[];
  generations: number[];
  epoch: number;
}

interface Loading {
  promise: Promise<unknown>;
  tables: readonly string[];
  generations: number[];
  epoch: number;
}

export const DEFAULT_MAX_ENTRIES = 1000;

export function createReadCache({
  ttlMs,
  maxEntries = DEFAULT_MAX_ENTRIES,
  now = Date.now,
}: ReadCacheOptions): ReadCache {
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Loading>();
  const generation = new Map<string, number>();
  let epoch = 0;
  let hits = 0;
  let misses = 0;

  const generationsOf = (tables: readonly string[]) =>
    tables.map((table) => generation.get(table) ?? 0);
  const current = (state: { tables: readonly string[]; generations: number[]; epoch: number }) =>
    state.epoch === epoch &&
    state.tables.every((table, i) => (generation.get(table) ?? 0) === state.generations[i]);

  const load = <T>(key: string, tables: readonly string[], read: () => Promise<T>): Promise<T> => {
    const state = { tables, generations: generationsOf(tables), epoch };
    const promise = read().then(
      (value) => {
        if (loading.get(key)?.promise === promise) loading.delete(key);
        if (ttlMs > 0 && current(state)) {
          entries.delete(key);
          entries.set(key, { value, expires: now() + ttlMs, ...state });
          if (entries.size > maxEntries) {
            const oldest = entries.keys().next().value;
            if (oldest !== undefined) entries.delete(oldest);
          }
        }
        return value;
      },
      (error: unknown) => {
        if (loading.get(key)?.promise === promise) loading.delete(key);
        throw error;
      },
    );
    loading.set(key, { promise, ...state });
    return promise;
  };

  return {
    get<T>(key: string, tables: readonly string[], read: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry !== undefined) {
        if (entry.expires > now() && current(entry)) {
          hits++;
          return Promise.resolve(entry.value as T);
        }
        entries.delete(key);
      }
      misses++;
      const inFlight = loading.get(key);
      if (inFlight !== undefined && current(inFlight)) return inFlight.promise as Promise<T>;
      return load(key, tables, read);
    },
    invalidate(tables) {
      if (tables === "all") {
        epoch++;
        entries.clear();
        return;
      }
      for (const table of tables) generation.set(table, (generation.get(table) ?? 0) + 1);
    },
    stats: () => ({ hits, misses, entries: entries.size }),
  };
}

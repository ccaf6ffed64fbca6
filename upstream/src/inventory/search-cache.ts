/**
 * Search answers kept in this process between writes: a search reads the offers, their places,
 * policies, translations and calendar, and its answer stays right until one of those tables is
 * written. Every write through the Db (a booking taking units, a cancellation giving them back,
 * the calendar's daily extension, a seed) drops the answers at once, and an answer whose load a
 * write overtook is given to its callers but not kept (platform/read-cache.ts), so no answer
 * shows units a booking has already taken.
 *
 * Only a process that hears every write of its database may keep them: PGlite's data directory
 * belongs to one process, but another upstream may book through a shared DATABASE_URL unheard,
 * so there every search reads the calendar.
 */
import type { Db } from "../db/db";
import { createReadCache } from "../platform/read-cache";
import type { SearchQuery } from "./search-params";

/** The tables a search answer is read from (store.ts searchInventory). */
export const SEARCH_TABLES = [
  "offers",
  "offer_calendar",
  "offer_translations",
  "destinations",
  "destination_translations",
  "cancellation_policies",
] as const;

/** Most answers kept (the earliest filled go first): a few MB at ~20 KB an answer. */
export const SEARCH_CACHE_ENTRIES = 200;

export interface SearchCache {
  /** The answer to `query` in `language`: kept, else loaded by `load` (and kept). */
  answer<T>(query: SearchQuery, language: string, load: () => Promise<T>): Promise<T>;
}

/** A cache of search answers dropped on every write of `db` to SEARCH_TABLES. */
export function createSearchCache(db: Db, options: { ttlMs: number }): SearchCache {
  const cache = createReadCache({ ttlMs: options.ttlMs, maxEntries: SEARCH_CACHE_ENTRIES });
  db.onWrite((tables) => cache.invalidate(tables));
  return {
    answer: (query, language, load) =>
      cache.get(`${language} ${JSON.stringify(query)}`, SEARCH_TABLES, load),
  };
}

/** No cache: every search loads (a database other processes may write). */
export const NO_SEARCH_CACHE: SearchCache = { answer: (_query, _language, load) => load() };

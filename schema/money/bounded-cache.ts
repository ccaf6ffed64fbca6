/**
 * The money module's caches (minor units, number formats, symbols). Their keys can come from a
 * visitor (a currency argument, a language cookie), so a cache that is full is emptied rather
 * than grown.
 */

/** The most entries each cache keeps. */
export const MONEY_CACHE_LIMIT = 256;

const caches = new Map<string, Map<string, unknown>>();

/** A new cache, counted by `moneyCacheSizes` under `name`. */
export function boundedCache<V>(name: string): Map<string, V> {
  const cache = new Map<string, V>();
  caches.set(name, cache);
  return cache;
}

/** `cache`'s value for `key`, made once by `make` (a null value is kept too). */
export function remember<V>(cache: Map<string, V>, key: string, make: () => V): V {
  if (cache.has(key)) return cache.get(key) as V;
  const value = make();
  if (cache.size >= MONEY_CACHE_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
}

/** How many entries each cache holds now, by name (for tests of the bound). */
export const moneyCacheSizes = (): Record<string, number> =>
  Object.fromEntries([...caches].map(([name, cache]) => [name, cache.size]));

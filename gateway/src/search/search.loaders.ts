/**
 * Per-request loaders of the inventory: a request asking for the same search page or the same
 * suggestions twice (aliases, or a page and its count) calls the upstream once. Failures are
 * not replaced by a fallback: a search that could not be made is not an empty search
 * (search.ts answers an error the client may retry).
 */
import DataLoader from "dataloader";
import type { UpstreamCallMeta } from "../upstream/http";
import type { Refusable, SearchClient, SearchRequest, SuggestRequest } from "./search.client";
import type { DestinationSuggestionEntry, SearchPageEntry } from "./search.mappers";

export interface SearchLoaders {
  /** One page of a search, or the upstream's refusal. */
  searchPage: DataLoader<SearchRequest, Refusable<SearchPageEntry>, string>;
  /** Destinations for a place field, or the upstream's refusal. */
  destinationSuggest: DataLoader<SuggestRequest, Refusable<DestinationSuggestionEntry[]>, string>;
}

/** One call per distinct request (keyed by its JSON); a failed call fails its own key only. */
function perRequest<K extends object, V>(call: (key: K) => Promise<V>) {
  const settle = (key: K) =>
    call(key).catch((err: unknown) => (err instanceof Error ? err : new Error(String(err))));
  return new DataLoader<K, V, string>((keys) => Promise.all(keys.map(settle)), {
    cacheKeyFn: (key) => JSON.stringify(key),
  });
}

export function createSearchLoaders(client: SearchClient, meta: UpstreamCallMeta): SearchLoaders {
  return {
    searchPage: perRequest((request: SearchRequest) => client.search(meta, request)),
    destinationSuggest: perRequest((request: SuggestRequest) => client.suggest(meta, request)),
  };
}

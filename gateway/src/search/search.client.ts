/**
 * Typed client of the upstream inventory: the search of an area's offers (POST
 * /api/offers/search, never cached: prices and availability change), the destination suggestions
 * (POST /api/destinations/suggest, a shared read: public reference data per language) and an
 * offer's picture (GET /api/offers/{id}/image.svg, public for a day). The documented 400
 * refusals of the search and the suggestions are answers (their message names the field); a 404
 * or 400 of the picture is an answer too. Every answer is checked against the REST contract.
 */
import type { components } from "@travel/schema/rest";
import { contractDecoder } from "../upstream/contract";
import { SHARED_READ, type UpstreamCallMeta, type UpstreamHttp } from "../upstream/http";
import type { DestinationSuggestionEntry, SearchPageEntry } from "./search.mappers";

export const SEARCH_PATHS = {
  search: "/api/offers/search",
  suggest: "/api/destinations/suggest",
  image: "/api/offers/{id}/image.svg",
} as const;

/** The search request as the upstream takes it. */
export type SearchRequest = components["schemas"]["OfferSearchRequest"];

export interface SuggestRequest {
  query: string;
  area: string | null;
  limit: number;
}

/** What the upstream answered: the value, or its refusal (a 400 naming the field). */
export type Refusable<T> = { ok: true; value: T } | { ok: false; message: string };

/** An offer's picture: the SVG and the upstream's Cache-Control; or why there is none. */
export type OfferImage =
  { found: true; svg: string; cacheControl: string | null } | { found: false; status: 400 | 404 };

const decodeSearch = contractDecoder(
  "post",
  SEARCH_PATHS.search,
  (body): Refusable<SearchPageEntry> =>
    body.status === 1 ? { ok: true, value: body.data } : { ok: false, message: body.message },
  [200, 400],
);

const decodeSuggest = contractDecoder(
  "post",
  SEARCH_PATHS.suggest,
  (body): Refusable<DestinationSuggestionEntry[]> =>
    body.status === 1 ? { ok: true, value: body.data } : { ok: false, message: body.message },
  [200, 400],
);

const decodeImage = contractDecoder(
  "get",
  SEARCH_PATHS.image,
  (body, status, headers): OfferImage =>
    status === 200 && typeof body === "string"
      ? { found: true, svg: body, cacheControl: headers.cacheControl }
      : { found: false, status: status === 404 ? 404 : 400 },
  [200, 400, 404],
);

export interface SearchClient {
  search(meta: UpstreamCallMeta, request: SearchRequest): Promise<Refusable<SearchPageEntry>>;
  suggest(
    meta: UpstreamCallMeta,
    request: SuggestRequest,
  ): Promise<Refusable<DestinationSuggestionEntry[]>>;
  image(meta: UpstreamCallMeta, offerId: number): Promise<OfferImage>;
}

export interface SearchClientOptions {
  timeoutMs: number;
}

export function createSearchClient(http: UpstreamHttp, options: SearchClientOptions): SearchClient {
  const P = SEARCH_PATHS;
  const limit = { timeoutMs: options.timeoutMs, decodeClientErrors: true };
  return {
    // a search only reads: it may be retried, but its no-store answer is never shared
    search: (meta, request) =>
      http.post(P.search, request, meta, decodeSearch, { ...limit, idempotent: true }),
    suggest: (meta, request) =>
      http.post(P.suggest, request, meta, decodeSuggest, { ...limit, ...SHARED_READ }),
    image: (meta, offerId) =>
      http.get(P.image.replace("{id}", String(offerId)), meta, decodeImage, {
        ...limit,
        text: true,
      }),
  };
}

/**
 * Typed client of the upstream favourites endpoints. The session token travels in the body (like
 * the profile calls); the list is asked for in one page of the most an account keeps, so one call
 * answers the whole list. Refusals (400, 401, 404, 409) of the writes are answers, not errors.
 */
import { contractDecoder } from "../upstream/contract";
import type { UpstreamCallMeta, UpstreamHttp } from "../upstream/http";
import type { FavouriteEntry, FavouriteWriteResult } from "./favourites.mappers";

export const FAVOURITE_PATHS = {
  list: "/api/favourites",
  save: "/api/favourites/save",
  remove: "/api/favourites/remove",
} as const;

/** The most favourites an account keeps (upstream MAX_FAVOURITES): the list's one page. */
export const MAX_FAVOURITES = 200;

const written = (
  body: { status: 0; message: string; code?: string } | { status: 1 },
): FavouriteWriteResult =>
  body.status === 1 ? { ok: true } : { ok: false, code: body.code ?? null, message: body.message };

const decodeList = contractDecoder("post", FAVOURITE_PATHS.list, (b) => b.data.favourites);
const decodeSave = contractDecoder(
  "post",
  FAVOURITE_PATHS.save,
  written,
  [200, 400, 401, 404, 409],
);
const decodeRemove = contractDecoder("post", FAVOURITE_PATHS.remove, written, [200, 400, 401]);

export interface FavouritesClient {
  list(meta: UpstreamCallMeta, token: string): Promise<FavouriteEntry[]>;
  save(meta: UpstreamCallMeta, token: string, offerId: number): Promise<FavouriteWriteResult>;
  remove(meta: UpstreamCallMeta, token: string, offerId: number): Promise<FavouriteWriteResult>;
}

export interface FavouritesClientOptions {
  timeoutMs: number;
  writeTimeoutMs?: number;
}

export function createFavouritesClient(
  http: UpstreamHttp,
  options: FavouritesClientOptions,
): FavouritesClient {
  const P = FAVOURITE_PATHS;
  const limit = { timeoutMs: options.timeoutMs };
  const write = {
    timeoutMs: options.writeTimeoutMs ?? options.timeoutMs,
    decodeClientErrors: true,
  };
  return {
    list: (meta, token) =>
      http.post(P.list, { token, per_page: MAX_FAVOURITES }, meta, decodeList, limit),
    save: (meta, token, offerId) =>
      http.post(P.save, { token, offer_id: offerId }, meta, decodeSave, write),
    remove: (meta, token, offerId) =>
      http.post(P.remove, { token, offer_id: offerId }, meta, decodeRemove, write),
  };
}

/**
 * Public reads: answers that are the same for everyone (reference data, site configuration,
 * rates, offers), served from the read cache as bytes serialized once, with the Cache-Control
 * the contract (openapi.yaml) gives them. Everything else answers `no-store` (server.ts).
 */
import { VARY_LANGUAGE } from "../locale/content-language";
import type { ReadCache } from "../platform/read-cache";
import type { ApiResponse, PreparedBody } from "./router";

/** Reference data (countries, nationalities, currencies, languages, labels, site, offers). */
export const REFERENCE_CACHE_CONTROL = "public, max-age=300";
/** Exchange rates: refreshed daily, but a shorter copy bounds how late a refresh shows. */
export const RATES_CACHE_CONTROL = "public, max-age=60";
/** Personal, session, write and developer answers, errors, and the live-edited site styles. */
export const NO_STORE = "no-store";

const JSON_TYPE = "application/json; charset=utf-8";

/**
 * Serializes a 200 JSON answer once, headers included; `vary` names the request headers the
 * answer depends on (shared caches keep one copy per value).
 */
export function prepareJson(body: unknown, cacheControl: string, vary?: string): ApiResponse {
  const bytes = Buffer.from(JSON.stringify(body));
  const prepared: PreparedBody = {
    bytes,
    headers: {
      "content-type": JSON_TYPE,
      "content-length": String(bytes.length),
      "cache-control": cacheControl,
      ...(vary === undefined ? {} : { vary }),
    },
  };
  return { httpStatus: 200, body, cacheControl, prepared };
}

export interface PublicReads {
  /**
   * The 200 JSON answer cached under `key`, loaded by `load` (which reads only `tables`) on the
   * first read and after a write of one of them or the TTL.
   */
  json(
    key: string,
    tables: readonly string[],
    cacheControl: string,
    load: () => Promise<unknown>,
  ): Promise<ApiResponse>;
  /**
   * The same for an answer in a content language (content-language.ts): cached per language,
   * sent with `Vary: Accept-Language`.
   */
  jsonIn(
    language: string,
    key: string,
    tables: readonly string[],
    cacheControl: string,
    load: () => Promise<unknown>,
  ): Promise<ApiResponse>;
  /**
   * A value the same for everyone that a personal answer is built with (the currency codes, the
   * latest rates, an organisation's settings), kept under `key` like an answer: loaded by `load`
   * (which reads only `tables`) on the first read and after a write of one of them or the TTL.
   * The value is shared between requests: callers must not change it.
   */
  value<T>(key: string, tables: readonly string[], load: () => Promise<T>): Promise<T>;
}

export function publicReads(cache: ReadCache): PublicReads {
  return {
    json: (key, tables, cacheControl, load) =>
      cache.get(key, tables, async () => prepareJson(await load(), cacheControl)),
    jsonIn: (language, key, tables, cacheControl, load) =>
      cache.get(`${key}@${language}`, tables, async () =>
        prepareJson(await load(), cacheControl, VARY_LANGUAGE),
      ),
    value: (key, tables, load) => cache.get(`value:${key}`, tables, load),
  };
}

/**
 * REST routes of the inventory: the search of an area's offers for dates and a party, the
 * destination suggestions, and each offer's picture.
 */
import type { Db } from "../db/db";
import { REFERENCE_CACHE_CONTROL, type PublicReads } from "../http/cached-read";
import { HttpError } from "../http/http-error";
import { ok, type Route } from "../http/router";
import { parseOfferId } from "../offers/offer-params";
import { OFFER_NOT_FOUND } from "../offers/routes";
import { VARY_LANGUAGE } from "../locale/content-language";
import { checked } from "../wallet/payloads";
import { isoDay } from "./dates";
import { NO_SEARCH_CACHE, type SearchCache } from "./search-cache";
import { parseSearch } from "./search-params";
import { offerPicture, parseSuggest, search, suggest } from "./service";

/** Pictures change only with the offer's name or place: a day in any cache. */
export const IMAGE_CACHE_CONTROL = "public, max-age=86400";

export const DESTINATION_TABLES = ["destinations", "destination_translations", "offers"] as const;

export function inventoryRoutes(
  db: Db,
  now: () => Date,
  reads: PublicReads,
  searches: SearchCache = NO_SEARCH_CACHE,
): Route[] {
  return [
    {
      method: "POST",
      path: "/api/offers/search",
      handler: async ({ body, language }) => {
        const query = checked(() => parseSearch(body, isoDay(now())));
        // the query names the day it is made on: an answer is never kept past midnight UTC
        return ok({
          status: 1,
          data: await searches.answer(query, language, () => search(db, query, language)),
        });
      },
    },
    {
      method: "POST",
      path: "/api/destinations/suggest",
      handler: async ({ body, language }) => {
        const query = checked(() => parseSuggest(body));
        const key = `destinations:${query.area ?? ""}:${query.limit}:${query.prefix}`;
        return reads.jsonIn(
          language,
          key,
          DESTINATION_TABLES,
          REFERENCE_CACHE_CONTROL,
          async () => ({
            status: 1,
            data: await suggest(db, query, language),
          }),
        );
      },
    },
    {
      method: "GET",
      path: "/api/offers/{id}/image.svg",
      handler: async ({ params, language }) => {
        const id = checked(() => parseOfferId(params?.id));
        const svg = await offerPicture(db, id, language);
        if (svg === null) throw new HttpError(404, OFFER_NOT_FOUND);
        return {
          httpStatus: 200,
          body: svg,
          contentType: "image/svg+xml; charset=utf-8",
          cacheControl: IMAGE_CACHE_CONTROL,
          // its texts are in the request's language
          vary: VARY_LANGUAGE,
        };
      },
    },
  ];
}

/** REST routes of the offers: search by product and destination, one offer by id. */
import type { Db } from "../db/db";
import { HttpError } from "../http/http-error";
import { REFERENCE_CACHE_CONTROL, type PublicReads } from "../http/cached-read";
import type { Route } from "../http/router";
import { checked } from "../wallet/payloads";
import { parseOfferId, parseOfferQuery } from "./offer-params";
import { findOffer, searchOffers } from "./store";

export const OFFER_NOT_FOUND = "Offer not found";

export const OFFER_TABLES = ["offers", "offer_translations"] as const;

export function offerRoutes(db: Db, reads: PublicReads): Route[] {
  return [
    {
      method: "GET",
      path: "/api/offers",
      handler: async ({ query, language }) => {
        const { product, destination } = checked(() => parseOfferQuery(query));
        const key = `offers:${product ?? ""}:${destination ?? ""}`;
        return reads.jsonIn(language, key, OFFER_TABLES, REFERENCE_CACHE_CONTROL, async () => ({
          status: 1,
          data: { data: await searchOffers(db, product, destination, language) },
        }));
      },
    },
    {
      method: "GET",
      path: "/api/offers/{id}",
      handler: async ({ params, language }) => {
        const id = checked(() => parseOfferId(params?.id));
        const key = `offer:${id}`;
        return reads.jsonIn(language, key, OFFER_TABLES, REFERENCE_CACHE_CONTROL, async () => {
          const offer = await findOffer(db, id, language);
          // a 404 is not kept: the load fails
          if (offer === null) throw new HttpError(404, OFFER_NOT_FOUND);
          return { status: 1, data: offer };
        });
      },
    },
  ];
}

/** REST routes of the offers: search by product and destination, one offer by id. */
import type { Db } from "../db/db";
import { HttpError } from "../http/http-error";
import { ok, type Route } from "../http/router";
import { checked } from "../wallet/payloads";
import { parseOfferId, parseOfferQuery } from "./offer-params";
import { findOffer, searchOffers } from "./store";

export const OFFER_NOT_FOUND = "Offer not found";

export function offerRoutes(db: Db): Route[] {
  return [
    {
      method: "GET",
      path: "/api/offers",
      handler: async ({ query }) => {
        const { product, destination } = checked(() => parseOfferQuery(query));
        return ok({ status: 1, data: { data: await searchOffers(db, product, destination) } });
      },
    },
    {
      method: "GET",
      path: "/api/offers/{id}",
      handler: async ({ params }) => {
        const id = checked(() => parseOfferId(params?.id));
        const offer = await findOffer(db, id);
        if (offer === null) throw new HttpError(404, OFFER_NOT_FOUND);
        return ok({ status: 1, data: offer });
      },
    },
  ];
}

/**
 * REST routes of the signed-in traveller's favourites (saved offers). The session token travels
 * in the body's `token` like the profile calls (an `Authorization: Bearer` header is accepted
 * when the body has none). The list is newest first, a page at a time, its offers in the
 * request's language. Saving an offer twice keeps one (the first time); removing one that is not
 * saved answers `removed: false`: both may be retried freely.
 */
import type { Db } from "../db/db";
import { HttpError } from "../http/http-error";
import { ok, type Route } from "../http/router";
import { OFFER_NOT_FOUND } from "../offers/routes";
import { findOffer } from "../offers/store";
import { signedInPosts } from "../accounts/body-session";
import { checked } from "../wallet/payloads";
import { FAVOURITE_MESSAGES, MAX_FAVOURITES, parseOfferId, parsePaging } from "./payloads";
import { favouritePage, removeFavourite, saveFavourite } from "./store";

export const FAVOURITE_PATHS = {
  list: "/api/favourites",
  save: "/api/favourites/save",
  remove: "/api/favourites/remove",
} as const;

/** The code of the 409 answered when the account already keeps MAX_FAVOURITES. */
export const FAVOURITE_LIMIT = "FAVOURITE_LIMIT";

export function favouriteRoutes(db: Db, now: () => Date): Route[] {
  const { account, post } = signedInPosts(db, now);
  return [
    post(FAVOURITE_PATHS.list, async (request) => {
      const userId = await account(request);
      const paging = checked(() => parsePaging(request.body));
      const { count, favourites } = await favouritePage(db, userId, paging, request.language);
      return ok({
        status: 1,
        data: {
          count,
          totalPages: Math.ceil(count / paging.perPage),
          page: paging.page,
          per_page: paging.perPage,
          max_favourites: MAX_FAVOURITES,
          favourites,
        },
      });
    }),
    post(FAVOURITE_PATHS.save, async (request) => {
      const userId = await account(request);
      const offerId = checked(() => parseOfferId(request.body));
      if ((await findOffer(db, offerId)) === null) throw new HttpError(404, OFFER_NOT_FOUND);
      const saved = await db.transaction((tx) =>
        saveFavourite(tx, userId, offerId, MAX_FAVOURITES, now()),
      );
      if (!saved) throw new HttpError(409, FAVOURITE_MESSAGES.tooMany, FAVOURITE_LIMIT);
      return ok({ status: 1, data: { offer_id: offerId, saved: true } });
    }),
    post(FAVOURITE_PATHS.remove, async (request) => {
      const userId = await account(request);
      const offerId = checked(() => parseOfferId(request.body));
      const removed = await removeFavourite(db, userId, offerId);
      return ok({ status: 1, data: { offer_id: offerId, removed } });
    }),
  ];
}

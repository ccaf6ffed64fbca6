import type { Db } from "./db";
import type { OfferRecord } from "./wallet-factories";

/**
 * Root fields of schema/favourites.graphql over the in-memory db, as the gateway answers them:
 * the signed-in viewer's favourites newest first, save (twice keeps one) and remove (twice is
 * fine), SIGN_IN_REQUIRED signed out and OFFER_NOT_FOUND for an unknown offer.
 */

/** Whether the signed-in viewer saved the offer (false signed out). */
export function isFavouriteOf(data: Db, offerId: string): boolean {
  const owner = data.viewer?.id;
  return (
    owner !== undefined && data.favourites.some((f) => f.ownerId === owner && f.offerId === offerId)
  );
}

export function favouriteResolvers(data: Db, toOffer: (offer: OfferRecord) => object) {
  const refused = (code: "SIGN_IN_REQUIRED" | "OFFER_NOT_FOUND") => ({
    offer: null,
    removedOfferId: null,
    errors: [{ field: code === "OFFER_NOT_FOUND" ? "offerId" : null, code, message: code }],
  });
  const change = (offerId: string, save: boolean) => {
    const owner = data.viewer?.id;
    if (owner === undefined) return refused("SIGN_IN_REQUIRED");
    const offer = data.offers.find((o) => o.id === offerId);
    // a search's offers may be saved too (from a result's heart): the payload's offer is its id
    // and heart, all the mutation asks
    const searched = data.searchOffers.some((o) => o.id === offerId);
    if (!offer && !searched) return refused("OFFER_NOT_FOUND");
    const others = data.favourites.filter((f) => !(f.ownerId === owner && f.offerId === offerId));
    const kept = data.favourites.find((f) => f.ownerId === owner && f.offerId === offerId);
    data.favourites = save ? [kept ?? { ownerId: owner, offerId }, ...others] : others;
    const answer = offer ? toOffer(offer) : { id: offerId, isFavourite: save };
    return { offer: answer, removedOfferId: save ? null : offerId, errors: [] };
  };
  return {
    favouritesConnection: () => {
      const nodes = data.favourites
        .filter((f) => f.ownerId === data.viewer?.id)
        .map((f) => data.offers.find((o) => o.id === f.offerId))
        .filter((o): o is OfferRecord => o !== undefined)
        .map(toOffer);
      return {
        nodes,
        edges: nodes.map((node, i) => ({
          cursor: String(i),
          node,
          savedAt: "2026-01-01T00:00:00Z",
        })),
        pageInfo: {
          hasNextPage: false,
          hasPreviousPage: false,
          startCursor: null,
          endCursor: null,
        },
        totalCount: nodes.length,
      };
    },
    saveFavourite: ({ input }: { input: { offerId: string } }) => change(input.offerId, true),
    removeFavourite: ({ input }: { input: { offerId: string } }) => change(input.offerId, false),
  };
}

import type { OfferResolvers } from "../../__generated__/resolvers-types";

export const Offer: OfferResolvers = {
  // every offer of a request is answered from one upstream list (see favourites.loaders.ts)
  isFavourite: (offer, _args, { loaders }) => loaders.isFavourite.load(offer.id),
};

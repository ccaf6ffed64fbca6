import type { OfferDetailsResolvers } from "../../__generated__/resolvers-types";

export const OfferDetails: OfferDetailsResolvers = {
  // search.mappers.ts names each details object's type, chosen by the offer's area
  __resolveType: (details) => details.__typename ?? null,
};

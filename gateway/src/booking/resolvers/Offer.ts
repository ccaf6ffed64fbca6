import type { OfferResolvers } from "../../__generated__/resolvers-types";
import { pictureForLanguage } from "../../search/search.mappers";

export const Offer: OfferResolvers = {
  imageUrl: (offer, _args, ctx) => pictureForLanguage(offer.imageUrl, ctx.cookies.language),
};

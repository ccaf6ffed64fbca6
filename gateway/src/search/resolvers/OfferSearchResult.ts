import type { OfferSearchResultResolvers } from "../../__generated__/resolvers-types";
import { pictureForLanguage } from "../search.mappers";

export const OfferSearchResult: OfferSearchResultResolvers = {
  imageUrl: (result, _args, ctx) => pictureForLanguage(result.imageUrl, ctx.cookies.language),
};

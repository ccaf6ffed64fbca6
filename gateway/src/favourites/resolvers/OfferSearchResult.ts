import type { OfferSearchResultResolvers } from "../../__generated__/resolvers-types";

export const OfferSearchResult: OfferSearchResultResolvers = {
  // a search page's hearts are answered from the one favourites list of the request, as offers'
  isFavourite: (result, _args, { loaders }) => loaders.isFavourite.load(String(result.id)),
};

import type { QueryResolvers } from "../../__generated__/resolvers-types";
import { destinationSuggestions, searchOffers } from "../search";

export const Query: QueryResolvers = {
  searchOffers: (_parent, args, ctx) => searchOffers(ctx, args),
  destinationSuggestions: (_parent, args, ctx) => destinationSuggestions(ctx, args),
};

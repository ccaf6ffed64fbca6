import type { MutationResolvers } from "../../__generated__/resolvers-types";
import { removeFavourite, saveFavourite } from "../favourites";

export const Mutation: MutationResolvers = {
  saveFavourite: (_parent, { input }, ctx) => saveFavourite(ctx, input),
  removeFavourite: (_parent, { input }, ctx) => removeFavourite(ctx, input),
};

import type { MutationResolvers } from "../../__generated__/resolvers-types";
import { bookOffer } from "../book-offer";

export const Mutation: MutationResolvers = {
  bookOffer: (_parent, { input }, ctx) => bookOffer(ctx, input),
};

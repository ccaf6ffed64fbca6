import type { MutationResolvers, QueryResolvers } from "../../__generated__/resolvers-types";
import { completeCheckout, findCheckout, startCheckout } from "../checkout";

export const Query: QueryResolvers = {
  checkout: (_parent, { id }, ctx) => findCheckout(ctx, id),
};

export const Mutation: MutationResolvers = {
  startCheckout: (_parent, { input }, ctx) => startCheckout(ctx, input),
  completeCheckout: (_parent, { id }, ctx) => completeCheckout(ctx, id),
};

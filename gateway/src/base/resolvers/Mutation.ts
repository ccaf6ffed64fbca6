import type { MutationResolvers } from "../../__generated__/resolvers-types";

export const Mutation: MutationResolvers = {
  noop: () => true,
};

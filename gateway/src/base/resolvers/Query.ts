import type { QueryResolvers } from "../../__generated__/resolvers-types";

export const Query: QueryResolvers = {
  ok: () => true,
};

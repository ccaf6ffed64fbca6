import type { MutationResolvers } from "../../__generated__/resolvers-types";
import { updatePreferences } from "../preferences";

export const Mutation: MutationResolvers = {
  updatePreferences: (_parent, { input }, ctx) => updatePreferences(ctx, input),
};

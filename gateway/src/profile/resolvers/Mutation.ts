import type { MutationResolvers } from "../../__generated__/resolvers-types";
import { removeTraveler, saveTraveler, updateProfile } from "../profile";

export const Mutation: MutationResolvers = {
  updateProfile: (_parent, { input }, ctx) => updateProfile(ctx, input),
  saveTraveler: (_parent, { input }, ctx) => saveTraveler(ctx, input),
  removeTraveler: (_parent, { input }, ctx) => removeTraveler(ctx, input),
};

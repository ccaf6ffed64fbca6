import type { QueryResolvers } from "../../__generated__/resolvers-types";
import { connectionOf } from "../../platform/connection";
import { toProfile, toSavedTraveler } from "../profile-model";

export const Query: QueryResolvers = {
  profile: async (_parent, _args, { loaders }) => {
    const entry = await loaders.profile.load();
    return entry ? toProfile(entry) : null;
  },
  savedTravelers: async (_parent, _args, { loaders }) =>
    ((await loaders.savedTravelers.load()) ?? []).map(toSavedTraveler),
  savedTravelersConnection: async (_parent, args, { loaders }) =>
    connectionOf(
      (await loaders.savedTravelers.load()) ?? [],
      args,
      (entry) => String(entry.traveler_id),
      (page) => page.map(toSavedTraveler),
    ),
};

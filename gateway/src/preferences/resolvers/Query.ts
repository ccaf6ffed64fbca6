import type { QueryResolvers } from "../../__generated__/resolvers-types";
import { visitorDefaults } from "../preferences";

export const Query: QueryResolvers = {
  visitorDefaults: async (_parent, _args, ctx) => {
    const defaults = await visitorDefaults(ctx);
    return { ...defaults, countryId: String(defaults.countryId) };
  },
};

import type { QueryResolvers } from "../../__generated__/resolvers-types";
import { nationalitiesStartingWith } from "../nationality-search";

export const Query: QueryResolvers = {
  countries: (_parent, _args, { loaders }) => loaders.countries.load(),
  country: async (_parent, { id }, { loaders }) =>
    (await loaders.countries.load()).find((c) => String(c.countryId) === id.trim()) ?? null,
  nationalities: async (_parent, { startsWith }, { loaders }) =>
    nationalitiesStartingWith(await loaders.nationalities.load(), startsWith),
};

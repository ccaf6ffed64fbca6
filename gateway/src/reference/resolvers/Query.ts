import type { QueryResolvers } from "../../__generated__/resolvers-types";
import { nationalitiesStartingWith } from "../nationality-search";

export const Query: QueryResolvers = {
  countries: (_parent, _args, { loaders }) => loaders.countries.load(),
  country: async (_parent, { id }, { loaders }) =>
    (await loaders.countries.load()).find((c) => String(c.countryId) === id.trim()) ?? null,
  nationalities: async (_parent, { startsWith }, { loaders }) =>
    nationalitiesStartingWith(await loaders.nationalities.load(), startsWith),
};

/**
 * Query fields whose answer is the same for every visitor: their resolvers read only
 * loaders of public upstream data, never the session, the visitor address or other
 * headers, so a response made of them alone may be cached whole and shared
 * (graphql/public-fields.ts).
 */
export const PUBLIC_QUERY_FIELDS = [
  "countries",
  "country",
  "nationalities",
] as const satisfies readonly (keyof typeof Query)[];

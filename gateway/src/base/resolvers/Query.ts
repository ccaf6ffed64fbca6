import type { QueryResolvers } from "../../__generated__/resolvers-types";

export const Query: QueryResolvers = {
  ok: () => true,
};

/**
 * Query fields whose answer is the same for every visitor: their resolvers read only
 * loaders of public upstream data, never the session, the visitor address or other
 * headers, so a response made of them alone may be cached whole and shared
 * (graphql/public-fields.ts).
 */
export const PUBLIC_QUERY_FIELDS = ["ok"] as const satisfies readonly (keyof typeof Query)[];

import type { QueryResolvers } from "../../__generated__/resolvers-types";
import { buildProductMenu } from "../product-menu";

export const Query: QueryResolvers = {
  siteConfig: (_parent, _args, { loaders }) => loaders.siteConfig.load(),
  productMenu: async (_parent, _args, { loaders }) =>
    buildProductMenu(await loaders.siteConfig.load()),
};

/**
 * Query fields whose answer is the same for every visitor: their resolvers read only
 * loaders of public upstream data, never the session, the visitor address or other
 * headers, so a response made of them alone may be cached whole and shared
 * (graphql/public-fields.ts).
 */
export const PUBLIC_QUERY_FIELDS = [
  "siteConfig",
  "productMenu",
] as const satisfies readonly (keyof typeof Query)[];

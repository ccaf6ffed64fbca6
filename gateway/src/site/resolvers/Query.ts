import type { QueryResolvers } from "../../__generated__/resolvers-types";
import { buildProductMenu } from "../product-menu";

export const Query: QueryResolvers = {
  siteConfig: (_parent, _args, { loaders }) => loaders.siteConfig.load(),
  productMenu: async (_parent, _args, { loaders }) =>
    buildProductMenu(await loaders.siteConfig.load()),
};

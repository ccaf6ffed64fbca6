import { GraphQLError } from "graphql";
import type { QueryResolvers } from "../../__generated__/resolvers-types";
import { loadSiteStyles, PAGE_CODE } from "../site-styles";

export const Query: QueryResolvers = {
  siteStyles: async (_parent, { pageCode }, { loaders, logger }) => {
    if (!PAGE_CODE.test(pageCode))
      throw new GraphQLError(
        "pageCode must be upper-case letters, digits or _, starting with a letter",
        { extensions: { code: "BAD_USER_INPUT", field: "pageCode" } },
      );
    const signedIn = (await loaders.loginCheck.load()) !== null;
    return loadSiteStyles(pageCode, signedIn, loaders, logger);
  },
};

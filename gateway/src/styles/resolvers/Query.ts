import { GraphQLError } from "graphql";
import type { QueryResolvers } from "../../__generated__/resolvers-types";
import { LoginCheckUnavailableError } from "../../accounts/accounts.loaders";
import { loadSiteStyles, PAGE_CODE } from "../site-styles";

export const Query: QueryResolvers = {
  siteStyles: async (_parent, { pageCode }, { loaders, logger, session }) => {
    if (!PAGE_CODE.test(pageCode))
      throw new GraphQLError(
        "pageCode must be upper-case letters, digits or _, starting with a letter",
        { extensions: { code: "BAD_USER_INPUT", field: "pageCode" } },
      );
    // Styles are cosmetic: when the login check cannot be made, a visitor with a session gets
    // the signed-in styles rather than no styles at all.
    const signedIn = await loaders.loginCheck.load().then(
      (check) => check !== null,
      (err: unknown) => {
        if (err instanceof LoginCheckUnavailableError) return session.current !== null;
        throw err;
      },
    );
    return loadSiteStyles(pageCode, signedIn, loaders, logger);
  },
};

import type { QueryResolvers } from "../../__generated__/resolvers-types";
import { withFallback } from "../../upstream/fallback";
import { toInvitation } from "../invitation";
import { linkParameter } from "../sign-up";
import { toViewer } from "../viewer";

export const Query: QueryResolvers = {
  viewer: async (_parent, _args, { loaders }) => {
    const check = await loaders.loginCheck.load();
    if (!check) return null;
    const site = await loaders.siteConfig.load();
    return toViewer(check, null, site.allowBookingWithoutSession === 1);
  },
  invitation: async (_parent, { masterCode }, { accounts, logger }) => {
    const code = linkParameter(masterCode);
    if (!code) return null;
    const data = await withFallback(
      () => accounts.client.invitation(accounts.meta, code),
      () => null,
      logger,
    );
    return data ? toInvitation(data) : null;
  },
};

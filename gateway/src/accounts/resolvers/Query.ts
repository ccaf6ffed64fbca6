import type { QueryResolvers } from "../../__generated__/resolvers-types";
import { withFallback } from "../../upstream/fallback";
import { toInvitation } from "../invitation";
import { linkParameter } from "../sign-up";
import { tooManyAttemptsError } from "../user-errors";
import { toViewer } from "../viewer";

export const Query: QueryResolvers = {
  viewer: async (_parent, _args, { loaders }) => {
    const check = await loaders.loginCheck.load();
    if (!check) return null;
    const site = await loaders.siteConfig.load();
    return toViewer(check, null, site.allowBookingWithoutSession === 1);
  },
  // limited per address (every lookup counts): a hit shows the invitee's details
  invitation: async (_parent, { masterCode }, { abuse, accounts, clientIp, logger }) => {
    const code = linkParameter(masterCode);
    if (!code) return null;
    const admission = await abuse.invitationLookup(clientIp);
    if (!admission.allowed) throw tooManyAttemptsError(admission.retryAfterMs);
    const data = await withFallback(
      () => accounts.client.invitation(accounts.meta, code),
      () => null,
      logger,
    );
    return data ? toInvitation(data) : null;
  },
};

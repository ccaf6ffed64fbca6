import type { QueryResolvers } from "../../__generated__/resolvers-types";
import {
  campaignTypeOf,
  emptyReferralPage,
  pageOf,
  programOf,
  toCampaign,
  toLoyaltyState,
  toReferralAction,
  toReferralPage,
} from "../referral-rules";

export const Query: QueryResolvers = {
  campaigns: async (_parent, { campaignType }, { loaders }) => {
    const type = campaignTypeOf(campaignType);
    if (!type) return [];
    return ((await loaders.campaigns.load(type)) ?? []).map(toCampaign);
  },
  referrals: async (_parent, args, { loaders }) => {
    const page = pageOf(args.page);
    const program = programOf(args.program);
    if (!program) return emptyReferralPage(page);
    const found = await loaders.referralPages.load({ program, page });
    return found ? toReferralPage(found) : emptyReferralPage(page);
  },
  referralActions: async (_parent, _args, { loaders }) =>
    ((await loaders.referralActions.load()) ?? []).map(toReferralAction),
  loyalty: async (_parent, _args, { loaders }) => {
    const { state, signedIn } = await loaders.loyaltyState.load();
    return toLoyaltyState(state, signedIn);
  },
};

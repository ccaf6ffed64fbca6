import type { MutationResolvers } from "../../__generated__/resolvers-types";
import { buildReferralLink } from "../referral";

export const Mutation: MutationResolvers = {
  buildReferralLink: (_parent, { input }, ctx) => buildReferralLink(ctx, input),
};

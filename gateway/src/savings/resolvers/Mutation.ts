import type { MutationResolvers } from "../../__generated__/resolvers-types";
import { toDailySavingsPayload, toJoinSavingsPayload } from "../daily-savings";
import { runDailySavings } from "../savings";

export const Mutation: MutationResolvers = {
  startDailySavings: async (_parent, _args, ctx) =>
    toDailySavingsPayload(await runDailySavings(ctx, "startDailySavings")),
  joinSavings: async (_parent, _args, ctx) =>
    toJoinSavingsPayload(await runDailySavings(ctx, "joinSavings")),
};

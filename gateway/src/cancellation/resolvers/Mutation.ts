import type { MutationResolvers } from "../../__generated__/resolvers-types";
import { cancelReservation } from "../cancellation";

export const Mutation: MutationResolvers = {
  cancelReservation: (_parent, { input }, ctx) => cancelReservation(ctx, input),
};

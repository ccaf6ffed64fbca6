import type { MutationResolvers } from "../../__generated__/resolvers-types";
import { addAgentClient } from "../add-client";

export const Mutation: MutationResolvers = {
  addAgentClient: (_parent, { input }, ctx) => addAgentClient(ctx, input),
};

import type { MutationResolvers } from "../../__generated__/resolvers-types";
import { addAgentClient } from "../add-client";
import { createAgentQuote, declineAgentQuote } from "../agent-quotes";

export const Mutation: MutationResolvers = {
  addAgentClient: (_parent, { input }, ctx) => addAgentClient(ctx, input),
  createAgentQuote: (_parent, { input }, ctx) => createAgentQuote(ctx, input),
  declineAgentQuote: (_parent, { id }, ctx) => declineAgentQuote(ctx, id),
};

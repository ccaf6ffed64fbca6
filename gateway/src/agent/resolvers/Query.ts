import type { QueryResolvers } from "../../__generated__/resolvers-types";
import { toReservation } from "../../booking/booking-model";
import { connectionOf } from "../../platform/connection";
import { moneyContext } from "../../wallet/money-context";
import { requireAgent } from "../agent-access";
import { toAgentClient, toAgentProfile, toAgentQuote } from "../agent-model";

// Every resolver asks requireAgent first: agent data goes to agents only (UNAUTHENTICATED or
// FORBIDDEN for everyone else), and nothing is asked upstream before that.
export const Query: QueryResolvers = {
  agentProfile: async (_parent, _args, { loaders }) => {
    const profile = requireAgent(await loaders.loginCheck.load());
    return toAgentProfile(profile, await moneyContext(loaders));
  },
  agentClients: async (_parent, _args, { loaders }) => {
    requireAgent(await loaders.loginCheck.load());
    return ((await loaders.agentClients.load()) ?? []).map(toAgentClient);
  },
  agentQuotes: async (_parent, _args, { loaders }) => {
    requireAgent(await loaders.loginCheck.load());
    const quotes = (await loaders.agentQuotes.load()) ?? [];
    if (quotes.length === 0) return [];
    const money = await moneyContext(loaders);
    return quotes.map((q) => toAgentQuote(q, money));
  },
  agentBookingHistory: async (_parent, _args, { loaders }) => {
    requireAgent(await loaders.loginCheck.load());
    const bookings = (await loaders.agentBookings.load()) ?? [];
    if (bookings.length === 0) return [];
    const money = await moneyContext(loaders);
    return bookings.map((entry) => toReservation({ entry, knownCards: null, money }));
  },
  agentClientsConnection: async (_parent, args, { loaders }) => {
    requireAgent(await loaders.loginCheck.load());
    return connectionOf(
      (await loaders.agentClients.load()) ?? [],
      args,
      (c) => String(c.client_id),
      (page) => page.map(toAgentClient),
    );
  },
  agentQuotesConnection: async (_parent, args, { loaders }) => {
    requireAgent(await loaders.loginCheck.load());
    return connectionOf(
      (await loaders.agentQuotes.load()) ?? [],
      args,
      (q) => String(q.quote_id),
      async (page) => {
        const money = await moneyContext(loaders);
        return page.map((q) => toAgentQuote(q, money));
      },
    );
  },
  // No upstream route reads one quote: the agent's own list (the request's one call) answers it,
  // so another agent's quote and an unknown id are both simply not there.
  agentQuote: async (_parent, { id }, { loaders }) => {
    requireAgent(await loaders.loginCheck.load());
    const quote = ((await loaders.agentQuotes.load()) ?? []).find(
      (q) => String(q.quote_id) === id.trim(),
    );
    return quote ? toAgentQuote(quote, await moneyContext(loaders)) : null;
  },
  agentBookingHistoryConnection: async (_parent, args, { loaders }) => {
    requireAgent(await loaders.loginCheck.load());
    return connectionOf(
      (await loaders.agentBookings.load()) ?? [],
      args,
      (entry) => String(entry.reservation_id),
      async (page) => {
        const money = await moneyContext(loaders);
        return page.map((entry) => toReservation({ entry, knownCards: null, money }));
      },
    );
  },
};

import { GraphQLError } from "graphql";
import { agentClientSchema, messages, validateWith } from "@travel/schema/validation";
import { addDays } from "@travel/schema/wallet";
import { todayIso } from "../lib/dates";
import { buildAgentClient, buildAgentQuote, type AgentQuoteRecord } from "./agent-factories";
import { bookingResolvers, tripPriceUsd, tripRefusal } from "./booking-resolvers";
import type { Db } from "./db";
import { convertWithRates, currentCurrency } from "./wallet-resolvers";

interface CreateQuoteInput {
  clientId: string;
  trip: {
    offerId: string;
    checkIn: string;
    checkOut?: string | null;
    guests: number;
    rooms?: number | null;
  };
  idempotencyKey: string;
}

/** The quotes made per (agent, idempotency key): a retry answers the first. */
const made = new Map<string, AgentQuoteRecord>();

/** Root fields of the agent module (schema/agent.graphql) over the in-memory db. */
export function agentResolvers(data: Db, cookies: Record<string, string>) {
  const wanted = currentCurrency(data, cookies);
  const booking = bookingResolvers(data, cookies);
  const inWanted = (usd: number) => {
    const amount = convertWithRates(data, usd, "USD", wanted);
    return amount === null ? null : { amount, currency: wanted };
  };

  /** The gateway's guard: UNAUTHENTICATED signed out, FORBIDDEN for anyone but an agent. */
  const agent = () => {
    const viewer = data.viewer;
    if (!viewer)
      throw new GraphQLError("Sign in with an agent account to see the agent area", {
        extensions: { code: "UNAUTHENTICATED" },
      });
    if (viewer.userType !== "AGENT")
      throw new GraphQLError("Only agent accounts can see the agent area", {
        extensions: { code: "FORBIDDEN" },
      });
    data.agentCalls.reads += 1;
    return viewer;
  };

  /** A quote as the schema's AgentQuote (an OPEN one past its day reads EXPIRED). */
  const toQuote = (q: AgentQuoteRecord) => {
    const client = data.agentClients.find((c) => c.id === q.clientId);
    return {
      ...q,
      status: q.status === "OPEN" && q.validUntil < todayIso() ? "EXPIRED" : q.status,
      client: client && { id: client.id, name: client.name, email: client.email },
      offer: booking.offer({ id: q.offerId }),
      priceUsd: { amount: q.priceUsd, currency: "USD" },
      price: inWanted(q.priceUsd),
    };
  };

  const refused = (code: string, message: string, field: string) => ({
    quote: null,
    errors: [{ field, code, message }],
  });

  const clientsOf = (agentId: string) =>
    data.agentClients
      .filter((c) => c.agentId === agentId)
      .sort((a, b) => a.name.localeCompare(b.name));

  return {
    agentProfile: () => {
      const viewer = agent();
      return {
        id: viewer.id,
        userType: "AGENT",
        firstName: viewer.firstName,
        lastName: viewer.lastName,
        email: viewer.email,
        creditLimitUsd:
          viewer.creditLimit === null ? null : { amount: viewer.creditLimit, currency: "USD" },
        creditLimit: viewer.creditLimit === null ? null : inWanted(viewer.creditLimit),
        displayPrice: viewer.displayPrice,
      };
    },
    agentClients: () => clientsOf(agent().id),
    agentQuotes: () => {
      const viewer = agent();
      return data.agentQuotes
        .filter((q) => q.agentId === viewer.id)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map(toQuote);
    },
    agentQuote: ({ id }: { id: string }) => {
      const viewer = agent();
      const quote = data.agentQuotes.find((q) => q.id === id.trim() && q.agentId === viewer.id);
      return quote ? toQuote(quote) : null;
    },
    // one page holds them all here (the tests' agents keep few)
    agentClientsConnection: ({ first = 20 }: { first?: number }) => {
      const all = clientsOf(agent().id);
      const nodes = all.slice(0, first);
      return {
        nodes,
        edges: nodes.map((node) => ({ cursor: node.id, node })),
        totalCount: all.length,
        pageInfo: {
          hasNextPage: all.length > first,
          hasPreviousPage: false,
          startCursor: nodes[0]?.id ?? null,
          endCursor: nodes.at(-1)?.id ?? null,
        },
      };
    },
    createAgentQuote: ({ input }: { input: CreateQuoteInput }) => {
      const viewer = agent();
      data.agentCalls.createAgentQuote.push(input);
      const earlier = made.get(`${viewer.id}:${input.idempotencyKey}`);
      if (earlier) return { quote: toQuote(earlier), errors: [] };
      if (!clientsOf(viewer.id).some((c) => c.id === input.clientId)) {
        return refused("CLIENT_NOT_FOUND", "This client is not one of yours", "clientId");
      }
      const refusal = tripRefusal(data, input.trip);
      if (refusal) return refused(refusal.code, refusal.message, refusal.field);
      const offer = data.offers.find((o) => o.id === input.trip.offerId)!;
      const weekOn = addDays(todayIso(), 7);
      const quote = buildAgentQuote({
        agentId: viewer.id,
        clientId: input.clientId,
        offerId: offer.id,
        reference: `Q-${String(data.agentQuotes.length + 1).padStart(6, "0")}`,
        checkIn: input.trip.checkIn,
        checkOut: input.trip.checkOut ?? null,
        guests: input.trip.guests,
        rooms: input.trip.rooms ?? 1,
        priceUsd: tripPriceUsd(offer, input.trip),
        status: "OPEN",
        // a week, never past the check-in day
        validUntil: weekOn < input.trip.checkIn ? weekOn : input.trip.checkIn,
        createdAt: new Date().toISOString(),
      });
      data.agentQuotes.push(quote);
      made.set(`${viewer.id}:${input.idempotencyKey}`, quote);
      return { quote: toQuote(quote), errors: [] };
    },
    declineAgentQuote: ({ id }: { id: string }) => {
      const viewer = agent();
      data.agentCalls.declineAgentQuote.push(id);
      const quote = data.agentQuotes.find((q) => q.id === id && q.agentId === viewer.id);
      if (!quote) return refused("QUOTE_NOT_FOUND", "Quote not found", "id");
      if (quote.status !== "OPEN" || quote.validUntil < todayIso()) {
        return refused("QUOTE_NOT_OPEN", "This quote is not open any more", "id");
      }
      quote.status = "DECLINED";
      return { quote: toQuote(quote), errors: [] };
    },
    agentBookingHistory: () => {
      const viewer = agent();
      const saved = data.viewer;
      // the agent's own reservations, as the reservations query gives a viewer's
      data.viewer = viewer;
      try {
        return booking.reservations();
      } finally {
        data.viewer = saved;
      }
    },
    addAgentClient: ({ input }: { input: Record<string, unknown> }) => {
      const viewer = agent();
      data.agentCalls.addAgentClient.push(input);
      const checked = validateWith(agentClientSchema, input);
      if ("errors" in checked) return { client: null, errors: checked.errors };
      const v = checked.values;
      const email = v.email.toLowerCase();
      if (clientsOf(viewer.id).some((c) => c.email === email)) {
        return {
          client: null,
          errors: [{ field: "email", code: "CLIENT_EXISTS", message: messages.CLIENT_EXISTS }],
        };
      }
      const nationality = data.nationalities.find((n) => n.id === v.nationalityId);
      const client = buildAgentClient({
        agentId: viewer.id,
        name: v.name,
        email,
        phoneCountryCode: v.phone ? v.phoneCountryCode || null : null,
        phone: v.phone || null,
        nationalityId: nationality?.id ?? null,
        nationalityName: nationality?.name ?? null,
        notes: v.notes,
        createdAt: new Date().toISOString(),
      });
      data.agentClients.push(client);
      return { client, errors: [] };
    },
  };
}

import { GraphQLError } from "graphql";
import { agentClientSchema, messages, validateWith } from "@travel/schema/validation";
import { buildAgentClient } from "./agent-factories";
import { bookingResolvers } from "./booking-resolvers";
import type { Db } from "./db";
import { convertWithRates, currentCurrency } from "./wallet-resolvers";

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
        .map((q) => {
          const client = data.agentClients.find((c) => c.id === q.clientId);
          return {
            ...q,
            client: client && { id: client.id, name: client.name, email: client.email },
            offer: booking.offer({ id: q.offerId }),
            priceUsd: { amount: q.priceUsd, currency: "USD" },
            price: inWanted(q.priceUsd),
          };
        });
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

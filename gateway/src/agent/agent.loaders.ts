/**
 * Per-request loaders of the agent endpoints: a request asking twice for the clients, quotes or
 * bookings calls the upstream once. Calls are made only with a session token (the resolvers
 * check first that it is an agent's, see agent-access.ts); a failure is logged once with the
 * request id and loads as null.
 */
import type { SessionTransport } from "../http/session";
import type { ReservationEntry } from "../booking/booking.mappers";
import type { Logger } from "@travel/service-kit/logger";
import { createEndpointLoader, type EndpointLoader } from "../upstream/endpoint-loader";
import { withFallback } from "../upstream/fallback";
import type { UpstreamCallMeta } from "../upstream/http";
import type { AgentClient } from "./agent.client";
import type { AgentClientEntry, AgentQuoteEntry } from "./agent.mappers";

export interface AgentLoaders {
  /** The agent's clients; null without a session or on failure. */
  agentClients: EndpointLoader<AgentClientEntry[] | null>;
  /** The agent's quotes; null without a session or on failure. */
  agentQuotes: EndpointLoader<AgentQuoteEntry[] | null>;
  /** The agent's reservations; null without a session or on failure. */
  agentBookings: EndpointLoader<ReservationEntry[] | null>;
}

export function createAgentLoaders(
  client: AgentClient,
  meta: UpstreamCallMeta,
  logger: Logger,
  session: SessionTransport,
): AgentLoaders {
  const withToken = <T>(call: (token: string) => Promise<T>) =>
    createEndpointLoader(async () => {
      const token = session.current?.token;
      if (!token) return null;
      return withFallback(
        () => call(token),
        () => null,
        logger,
      );
    });
  return {
    agentClients: withToken((token) => client.listClients(meta, token)),
    agentQuotes: withToken((token) => client.listQuotes(meta, token)),
    agentBookings: withToken((token) => client.listBookings(meta, token)),
  };
}

/** The agent module: an agent's clients, quotes and bookings, and addAgentClient. */
import { defineModule } from "../modules/define-module";
import type { UpstreamCallMeta } from "../upstream/http";
import { createAgentClient, type AgentClient } from "./agent.client";
import { createAgentLoaders, type AgentLoaders } from "./agent.loaders";
import { Mutation } from "./resolvers/Mutation";
import { Query } from "./resolvers/Query";
import { Reservation } from "./resolvers/Reservation";

/** What addAgentClient needs besides the loaders. */
export interface AgentContext {
  client: AgentClient;
  meta: UpstreamCallMeta;
}

export const agentModule = defineModule({
  name: "agent",
  createClient: ({ http, config }) =>
    createAgentClient(http, {
      timeoutMs: config.upstreamTimeoutMs,
      writeTimeoutMs: config.upstreamWriteTimeoutMs,
    }),
  createLoaders: ({ client, meta, logger, session }) =>
    createAgentLoaders(client, meta, logger, session),
  createContext: ({ client, meta }): AgentContext => ({ client, meta }),
  resolvers: { Query, Mutation, Reservation },
});

declare module "../context" {
  interface GatewayLoaders extends AgentLoaders {}
  interface GatewayContext {
    agent: AgentContext;
  }
}

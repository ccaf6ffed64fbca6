/** Upstream REST shapes of the agent endpoints (/api/agent/*), answers from the contract. */
import type { components, paths } from "@travel/schema/rest";

/** POST /api/agent/getClientList → data.data[], POST /api/agent/addClient → data. */
export type AgentClientEntry = components["schemas"]["AgentClient"];

/** POST /api/agent/getQuoteList → data.data[]. */
export type AgentQuoteEntry = components["schemas"]["AgentQuote"];

export type AgentQuoteStatusEntry = AgentQuoteEntry["status"];

/** The client sent to POST /api/agent/addClient: a client's fields but those the upstream sets. */
export type NewAgentClientRequest = Omit<
  AgentClientEntry,
  "client_id" | "nationality_name" | "created_at"
>;

/** POST /api/agent/addClient: the client added, or the upstream's refusal (4xx). */
export type AddClientResult =
  { ok: true; client: AgentClientEntry } | { ok: false; code: string | null; message: string };

/** The body of POST /api/agent/newQuote but the session token. */
export type NewQuoteRequest = Omit<
  NonNullable<paths["/api/agent/newQuote"]["post"]["requestBody"]>["content"]["application/json"],
  "token"
>;

/** A quote made or declined, or the upstream's refusal (4xx: its code and message). */
export type QuoteResult =
  { ok: true; quote: AgentQuoteEntry } | { ok: false; code: string | null; message: string };

/** Upstream REST shapes of the agent endpoints (/api/agent/*), answers from the contract. */
import type { components } from "@travel/schema/rest";

/** POST /api/agent/getClientList → data.data[], POST /api/agent/addClient → data. */
export type AgentClientEntry = components["schemas"]["AgentClient"];

/** POST /api/agent/getQuoteList → data.data[]. */
export type AgentQuoteEntry = components["schemas"]["AgentQuote"];

export type AgentQuoteStatusEntry = AgentQuoteEntry["status"];

/** The client sent to POST /api/agent/addClient. */
export interface NewAgentClientRequest {
  name: string;
  email: string;
  phone_country_code: string | null;
  phone: string | null;
  nationality_id: number | null;
  notes: string;
}

/** POST /api/agent/addClient: the client added, or the upstream's refusal (4xx). */
export type AddClientResult =
  { ok: true; client: AgentClientEntry } | { ok: false; code: string | null; message: string };

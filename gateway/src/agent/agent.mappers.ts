/** Upstream REST shapes of the agent endpoints (/api/agent/*), as decoded. */
import type { OfferEntry } from "../booking/booking.mappers";

/** POST /api/agent/getClientList → data.data[], POST /api/agent/addClient → data. */
export interface AgentClientEntry {
  client_id: number;
  name: string;
  email: string;
  phone_country_code: string | null;
  phone: string | null;
  nationality_id: number | null;
  nationality_name: string | null;
  notes: string;
  created_at: string;
}

export type AgentQuoteStatusEntry = "OPEN" | "BOOKED" | "EXPIRED" | "DECLINED";

/** POST /api/agent/getQuoteList → data.data[]. */
export interface AgentQuoteEntry {
  quote_id: number;
  reference: string;
  client: { client_id: number; name: string; email: string };
  offer: OfferEntry;
  check_in: string;
  check_out: string | null;
  guests: number;
  price_usd: number;
  status: AgentQuoteStatusEntry;
  valid_until: string;
  reservation_reference: string | null;
  created_at: string;
}

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
  | { ok: true; client: AgentClientEntry }
  | { ok: false; code: string | null; message: string | null };

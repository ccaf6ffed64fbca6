/** In-memory agent data of the mocked upstream: the agent's clients, quotes and bookings. */
import { buildOffer } from "./offer-factories";
import type { AgentClientEntry, AgentQuoteEntry } from "../agent/agent.mappers";
import type { ReservationEntry } from "../booking/booking.mappers";
import type { ReceivedRequest } from "./accounts-db";

/** The seeded agent of accounts-db (user type 1). */
export const TEST_AGENT_USER_ID = 8;

export type AgentFault = "ok" | "500";

export interface AgentDb {
  /** Clients by agent user id. */
  clients: Record<number, AgentClientEntry[]>;
  quotes: Record<number, AgentQuoteEntry[]>;
  bookings: Record<number, ReservationEntry[]>;
  fault: AgentFault;
  received: ReceivedRequest[];
  /** New quotes by "agent id:Idempotency-Key", with the request they were made for. */
  quoteKeys: Record<string, { fingerprint: string; quote: AgentQuoteEntry }>;
}

let nextClientId = 900;

export function buildAgentClient(overrides: Partial<AgentClientEntry> = {}): AgentClientEntry {
  const id = overrides.client_id ?? nextClientId++;
  return {
    client_id: id,
    name: `Client ${id}`,
    email: `client${id}@example.com`,
    phone_country_code: "+44",
    phone: "7700900123",
    nationality_id: 20,
    nationality_name: "British",
    notes: "",
    created_at: "2026-10-01T09:00:00.000Z",
    ...overrides,
  };
}

const harbourView = buildOffer({
  offer_id: 501,
  product_code: "HLT",
  name: "Harbour View Hotel",
  destination: "Lisbon",
  country_code: "PT",
  description: "Harbour View Hotel in Lisbon",
  rating: null,
  price_unit: "NIGHT",
  price_usd: 150,
});

let nextQuoteId = 700;

export function buildAgentQuote(overrides: Partial<AgentQuoteEntry> = {}): AgentQuoteEntry {
  const id = overrides.quote_id ?? nextQuoteId++;
  return {
    quote_id: id,
    reference: `Q-${String(id).padStart(6, "2").replace(/[01]/g, "9")}`,
    client: { client_id: 11, name: "Ana García", email: "ana@example.com" },
    offer: { ...harbourView },
    check_in: "2027-03-01",
    check_out: "2027-03-04",
    guests: 2,
    rooms: 1,
    price_usd: 450,
    status: "OPEN",
    valid_until: "2027-02-01",
    reservation_reference: null,
    created_at: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}

export function seedAgent(): AgentDb {
  return {
    clients: {
      [TEST_AGENT_USER_ID]: [
        buildAgentClient({ client_id: 11, name: "Ana García", email: "ana@example.com" }),
        buildAgentClient({
          client_id: 12,
          name: "Ben Okafor",
          email: "ben@example.com",
          phone: null,
          phone_country_code: null,
          nationality_id: null,
          nationality_name: null,
          notes: "Prefers trains.",
        }),
      ],
    },
    quotes: {
      [TEST_AGENT_USER_ID]: [
        {
          quote_id: 31,
          reference: "Q-7K3Q9Z",
          client: { client_id: 11, name: "Ana García", email: "ana@example.com" },
          offer: { ...harbourView },
          check_in: "2027-03-01",
          check_out: "2027-03-04",
          guests: 2,
          rooms: 1,
          price_usd: 450,
          status: "OPEN",
          valid_until: "2027-02-01",
          reservation_reference: null,
          created_at: "2026-11-20T10:00:00.000Z",
        },
      ],
    },
    bookings: {
      [TEST_AGENT_USER_ID]: [
        {
          reservation_id: 8001,
          reference: "WH-AGNT26",
          offer: { ...harbourView },
          check_in: "2026-12-01",
          check_out: "2026-12-03",
          guests: 2,
          rooms: 1,
          status: "CONFIRMED",
          currency: "USD",
          total: 300,
          cards: [],
          booked_at: "2026-11-01T10:00:00.000Z",
        },
      ],
    },
    fault: "ok",
    received: [],
    quoteKeys: {},
  };
}

/** Records of the mock gateway's agent data, shaped like schema/agent.graphql. */

export interface AgentClientRecord {
  id: string;
  /** The agent whose client this is (a viewer id). */
  agentId: string;
  name: string;
  email: string;
  phoneCountryCode: string | null;
  phone: string | null;
  nationalityId: string | null;
  nationalityName: string | null;
  notes: string;
  createdAt: string;
}

export interface AgentQuoteRecord {
  id: string;
  agentId: string;
  reference: string;
  clientId: string;
  offerId: string;
  checkIn: string;
  checkOut: string | null;
  guests: number;
  /** Rooms (NIGHT offers) or units (WEEK offers); 1 for the others. */
  rooms: number;
  priceUsd: number;
  status: "OPEN" | "BOOKED" | "EXPIRED" | "DECLINED";
  validUntil: string;
  reservationReference: string | null;
  createdAt: string;
}

let sequence = 700;

export function buildAgentClient(
  overrides: Partial<AgentClientRecord> & Pick<AgentClientRecord, "agentId">,
): AgentClientRecord {
  const id = String(++sequence);
  return {
    id,
    name: `Client ${id}`,
    email: `client${id}@example.com`,
    phoneCountryCode: "+44",
    phone: "7700900123",
    nationalityId: "4",
    nationalityName: "British",
    notes: "",
    createdAt: "2026-10-01T09:00:00.000Z",
    ...overrides,
  };
}

export function buildAgentQuote(
  overrides: Partial<AgentQuoteRecord> & Pick<AgentQuoteRecord, "agentId" | "clientId" | "offerId">,
): AgentQuoteRecord {
  const id = String(++sequence);
  return {
    id,
    reference: `Q-T${id}AB`.slice(0, 8),
    checkIn: "2027-03-01",
    checkOut: "2027-03-04",
    guests: 2,
    rooms: 1,
    priceUsd: 450,
    status: "OPEN",
    validUntil: "2027-02-01",
    reservationReference: null,
    createdAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}

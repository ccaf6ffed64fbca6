/**
 * Typed client of the upstream agent endpoints. Like the reservations endpoint they take the
 * session token in the body (spec §7 "json with token"). Every call has a time limit.
 */
import type { ReservationEntry } from "../booking/booking.mappers";
import type { UpstreamCallMeta, UpstreamHttp } from "../upstream/http";
import {
  decodeAddClient,
  decodeAgentBookings,
  decodeAgentClients,
  decodeAgentQuotes,
} from "./agent.decoders";
import type {
  AddClientResult,
  AgentClientEntry,
  AgentQuoteEntry,
  NewAgentClientRequest,
} from "./agent.mappers";

export const AGENT_PATHS = {
  clients: "/api/agent/getClientList",
  addClient: "/api/agent/addClient",
  quotes: "/api/agent/getQuoteList",
  bookings: "/api/agent/getBookingHistory",
} as const;

export interface AgentClient {
  listClients(meta: UpstreamCallMeta, token: string): Promise<AgentClientEntry[]>;
  listQuotes(meta: UpstreamCallMeta, token: string): Promise<AgentQuoteEntry[]>;
  listBookings(meta: UpstreamCallMeta, token: string): Promise<ReservationEntry[]>;
  /** Adds a client; a refusal (400 bad input, 409 CLIENT_EXISTS, 403) is an answer, not an error. */
  addClient(
    meta: UpstreamCallMeta,
    token: string,
    client: NewAgentClientRequest,
    idempotencyKey?: string,
  ): Promise<AddClientResult>;
}

export interface AgentClientOptions {
  /** Time limit of each call in milliseconds. */
  timeoutMs: number;
  /** Time limit of adding a client (UPSTREAM_WRITE_TIMEOUT_MS); default `timeoutMs`. */
  writeTimeoutMs?: number;
}

export function createAgentClient(http: UpstreamHttp, options: AgentClientOptions): AgentClient {
  const P = AGENT_PATHS;
  const limit = { timeoutMs: options.timeoutMs };
  return {
    listClients: (meta, token) => http.post(P.clients, { token }, meta, decodeAgentClients, limit),
    listQuotes: (meta, token) => http.post(P.quotes, { token }, meta, decodeAgentQuotes, limit),
    listBookings: (meta, token) =>
      http.post(P.bookings, { token }, meta, decodeAgentBookings, limit),
    addClient: (meta, token, client, idempotencyKey) =>
      http.post(P.addClient, { token, client }, meta, decodeAddClient, {
        timeoutMs: options.writeTimeoutMs ?? options.timeoutMs,
        decodeClientErrors: true,
        idempotencyKey,
      }),
  };
}

/**
 * Typed client of the upstream agent endpoints. Like the reservations endpoint they take the
 * session token in the body (spec §7 "json with token"). Every call has a time limit.
 */
import { AGENT_PATHS } from "@travel/schema/rest";
import type { ReservationEntry } from "../booking/booking.mappers";
import { contractDecoder } from "../upstream/contract";
import type { UpstreamCallMeta, UpstreamHttp } from "../upstream/http";
import type {
  AddClientResult,
  AgentClientEntry,
  AgentQuoteEntry,
  NewAgentClientRequest,
} from "./agent.mappers";

export { AGENT_PATHS };

/** POST /api/agent/getClientList → the clients. */
const decodeAgentClients = contractDecoder("post", AGENT_PATHS.clients, (b) => b.data.data);
/** POST /api/agent/getQuoteList → the quotes, newest first. */
const decodeAgentQuotes = contractDecoder("post", AGENT_PATHS.quotes, (b) => b.data.data);
/** POST /api/agent/getBookingHistory → the agent's reservations, newest first. */
const decodeAgentBookings = contractDecoder("post", AGENT_PATHS.bookings, (b) => b.data.data);
/** POST /api/agent/addClient → the client, or a documented 4xx refusal `{ status: 0, code?, message }`. */
const decodeAddClient = contractDecoder(
  "post",
  AGENT_PATHS.addClient,
  (body): AddClientResult =>
    body.status === 1
      ? { ok: true, client: body.data }
      : { ok: false, code: "code" in body ? body.code : null, message: body.message },
  [200, 400, 401, 403, 409, 422],
);

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

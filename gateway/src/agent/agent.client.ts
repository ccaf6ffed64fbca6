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
  NewQuoteRequest,
  QuoteResult,
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

/** The quote made or declined, or a documented 4xx refusal `{ status: 0, code?, message }`. */
const quoteResult = (
  body: { status: 1; data: AgentQuoteEntry } | { status: 0; code?: string; message: string },
): QuoteResult =>
  body.status === 1
    ? { ok: true, quote: body.data }
    : { ok: false, code: "code" in body ? (body.code ?? null) : null, message: body.message };
/** POST /api/agent/newQuote → the quote, or a refusal. */
const decodeNewQuote = contractDecoder(
  "post",
  AGENT_PATHS.newQuote,
  quoteResult,
  [200, 400, 401, 403, 404, 409, 422],
);
/** POST /api/agent/declineQuote → the quote, or a refusal. */
const decodeDeclineQuote = contractDecoder(
  "post",
  AGENT_PATHS.declineQuote,
  quoteResult,
  [200, 400, 401, 403, 404, 409],
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
  /** Makes a quote, once per key; a refusal (400, 404, 409, 403, 422) is an answer. */
  newQuote(
    meta: UpstreamCallMeta,
    token: string,
    request: NewQuoteRequest,
    idempotencyKey: string,
  ): Promise<QuoteResult>;
  /** Declines a quote; a refusal (400, 404, 409, 403) is an answer. */
  declineQuote(meta: UpstreamCallMeta, token: string, quoteId: number): Promise<QuoteResult>;
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
    newQuote: (meta, token, request, idempotencyKey) =>
      http.post(P.newQuote, { token, ...request }, meta, decodeNewQuote, {
        timeoutMs: options.writeTimeoutMs ?? options.timeoutMs,
        decodeClientErrors: true,
        idempotencyKey,
      }),
    declineQuote: (meta, token, quoteId) =>
      http.post(P.declineQuote, { token, quote_id: quoteId }, meta, decodeDeclineQuote, {
        timeoutMs: options.writeTimeoutMs ?? options.timeoutMs,
        decodeClientErrors: true,
      }),
  };
}

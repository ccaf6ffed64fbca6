/**
 * REST routes of the agent areas (spec §2 /agent/*, §6 user type 1). Like POST /api/reservations
 * the session token travels in the body's `token` (an `Authorization: Bearer` header is
 * accepted too). Without a live session: 401; a signed-in account that is not an agent: 403
 * AGENT_ONLY. A new client sent with an `Idempotency-Key` is added once per key: a retry gets the
 * first answer rather than CLIENT_EXISTS; a new quote likewise is made once per key (quotes.ts
 * holds the quote rules).
 */
import { AGENT_PATHS } from "@travel/schema/rest";
import { bodySessionHeader } from "../accounts/body-session";
import { requireSession } from "../accounts/sessions";
import type { Db } from "../db/db";
import { badRequest, HttpError } from "../http/http-error";
import { ok, type ApiRequest, type Route } from "../http/router";
import { accountWrite, idempotencyKeyOf, writeOnce } from "../idempotency/store";
import { readReservations } from "../reservations/store";
import { checked } from "../wallet/payloads";
import { parseNewClient, parseQuoteId, parseQuoteRequest, quoteRequestFields } from "./payloads";
import { declineQuote, makeQuote, type QuoteRequest } from "./quotes";
import { insertClient, isAgent, listClients, readQuotes, type NewClient } from "./store";
import { nationalityExists } from "../accounts/store";

export const AGENT_ONLY = "AGENT_ONLY";
export const AGENT_ONLY_MESSAGE = "Only agent accounts can use the agent area";
export const CLIENT_EXISTS = "CLIENT_EXISTS";
export const UNKNOWN_NATIONALITY = "client nationality_id is not a known nationality";

export { AGENT_PATHS };

/** The idempotency scope of a new agent client (see idempotency/store.ts). */
export const ADD_CLIENT_SCOPE = "add-client";

/** The key-table entry of a keyed new client: the agent's key, identified by the client. */
const clientWrite = (agentId: number, key: string, client: NewClient) =>
  accountWrite(ADD_CLIENT_SCOPE, agentId, key, client);

/** The idempotency scope of a new quote. */
export const NEW_QUOTE_SCOPE = "new-quote";

/** The key-table entry of a keyed new quote: the agent's key, identified by the request. */
const quoteWrite = (agentId: number, key: string, request: QuoteRequest) =>
  accountWrite(NEW_QUOTE_SCOPE, agentId, key, quoteRequestFields(request));

export function agentRoutes(db: Db, now: () => Date): Route[] {
  /** The signed-in agent's account id; 401 without a session, 403 for anyone but an agent. */
  const requireAgent = async (request: ApiRequest): Promise<number> => {
    const session = await requireSession(db, bodySessionHeader(request), now());
    if (!(await isAgent(db, session.account_id)))
      throw new HttpError(403, AGENT_ONLY_MESSAGE, AGENT_ONLY);
    return session.account_id;
  };
  return [
    {
      method: "POST",
      path: AGENT_PATHS.clients,
      handler: async (request) => {
        const clients = await listClients(db, await requireAgent(request), request.language);
        return ok({ status: 1, data: { count: clients.length, data: clients } });
      },
    },
    {
      method: "POST",
      path: AGENT_PATHS.addClient,
      handler: async (request) => {
        const agentId = await requireAgent(request);
        const client = checked(() => parseNewClient(request.body));
        if (client.nationality_id !== null && !(await nationalityExists(db, client.nationality_id)))
          throw badRequest(UNKNOWN_NATIONALITY);
        const key = idempotencyKeyOf(request.idempotencyKey);
        const at = now();
        const added =
          key === null
            ? await insertClient(db, agentId, client, at, request.language)
            : (
                await writeOnce(db, clientWrite(agentId, key, client), at, async (tx) => {
                  const inserted = await insertClient(tx, agentId, client, at, request.language);
                  return { result: inserted, keep: inserted !== null };
                })
              ).result;
        if (added === null)
          throw new HttpError(409, "You already have a client with this email", CLIENT_EXISTS);
        return ok({ status: 1, data: added });
      },
    },
    {
      method: "POST",
      path: AGENT_PATHS.quotes,
      handler: async (request) => {
        const agentId = await requireAgent(request);
        const today = now().toISOString().slice(0, 10);
        const quotes = await readQuotes(db, agentId, today, request.language);
        return ok({ status: 1, data: { data: quotes } });
      },
    },
    {
      method: "POST",
      path: AGENT_PATHS.newQuote,
      handler: async (request) => {
        const agentId = await requireAgent(request);
        const quoteRequest = checked(() => parseQuoteRequest(request.body));
        const key = idempotencyKeyOf(request.idempotencyKey);
        const at = now();
        const options = { language: request.language };
        const quote =
          key === null
            ? await makeQuote(db, agentId, quoteRequest, at, options)
            : (
                await writeOnce(db, quoteWrite(agentId, key, quoteRequest), at, async (tx) => ({
                  result: await makeQuote(tx, agentId, quoteRequest, at, options),
                  keep: true,
                }))
              ).result;
        return ok({ status: 1, data: quote });
      },
    },
    {
      method: "POST",
      path: AGENT_PATHS.declineQuote,
      handler: async (request) => {
        const agentId = await requireAgent(request);
        const quoteId = checked(() => parseQuoteId(request.body));
        const quote = await declineQuote(db, agentId, quoteId, now(), request.language);
        return ok({ status: 1, data: quote });
      },
    },
    {
      method: "POST",
      path: AGENT_PATHS.bookings,
      handler: async (request) => {
        const agentId = await requireAgent(request);
        const bookings = await readReservations(db, agentId, null, request.language);
        return ok({ status: 1, data: { data: bookings } });
      },
    },
  ];
}

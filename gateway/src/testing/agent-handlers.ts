/**
 * msw handlers of the upstream AGENT contract over the in-memory agent db: the token in the
 * body, 401 without a session, 403 AGENT_ONLY for anyone but an agent, 409 CLIENT_EXISTS; new
 * quotes of offer 501 (150 USD a night a room; 2027-05-05 sold out on the 6th, more than 4 guests
 * a room too many, a check-in before 2026 in the past), once per Idempotency-Key; declines.
 */
import { http, HttpResponse, type JsonBodyType } from "msw";
import { buildAgentClient, buildAgentQuote } from "./agent-db";
import { accountsDb, agentDb as db } from "./upstream-db";

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (typeof v === "object" && v !== null ? (v as Json) : {});
const refuse = (status: number, message: string, code?: string) =>
  HttpResponse.json({ status: 0, ...(code ? { code } : {}), message }, { status });

/** The agent's user id, or the refusal to answer. */
async function agentOf(request: Request): Promise<{ userId: number; body: Json } | Response> {
  const raw = await request.text();
  const body = obj(raw ? JSON.parse(raw) : {});
  db.received.push({
    path: new URL(request.url).pathname,
    body,
    authorization: request.headers.get("authorization"),
  });
  if (db.fault === "500") return refuse(500, "Internal error");
  const userId = accountsDb.sessions[String(body.token ?? "")];
  if (userId === undefined) return refuse(401, "Session expired");
  const account = accountsDb.accounts.find((a) => a.userId === userId);
  if (account?.type !== 1)
    return refuse(403, "Only agent accounts can use the agent area", "AGENT_ONLY");
  return { userId, body };
}

const list = (data: unknown, extra: Json = {}) =>
  HttpResponse.json({ status: 1, data: { ...extra, data } } as JsonBodyType);

const answer = (data: unknown) => HttpResponse.json({ status: 1, data } as JsonBodyType);

/** What a new quote's body asks for; the refusal when the mocked calendar cannot quote it. */
function newQuote(userId: number, body: Json): Response {
  const client = (db.clients[userId] ?? []).find((c) => c.client_id === body.client_id);
  if (!client) return refuse(404, "This client is not in your client list", "CLIENT_NOT_FOUND");
  if (body.offer_id !== 501) return refuse(404, "Offer not found", "OFFER_NOT_FOUND");
  const checkIn = String(body.check_in);
  if (checkIn < "2026") return refuse(400, "check_in must not be in the past");
  const checkOut = String(body.check_out);
  const guests = Number(body.guests);
  const rooms = Number(body.rooms ?? 1);
  if (checkIn === "2027-05-05")
    return refuse(409, "The offer is sold out on 2027-05-06", "SOLD_OUT");
  if (guests > 4 * rooms)
    return refuse(409, "The offer holds at most 4 guests per room", "TOO_MANY_GUESTS");
  const nights = (Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000;
  const quote = buildAgentQuote({
    client: { client_id: client.client_id, name: client.name, email: client.email },
    check_in: checkIn,
    check_out: checkOut,
    guests,
    rooms,
    price_usd: 150 * nights * rooms,
  });
  (db.quotes[userId] ??= []).unshift(quote);
  return answer(quote);
}

export function createAgentHandlers(baseUrl: string) {
  const url = (path: string) => `${baseUrl}${path}`;
  return [
    http.post(url("/api/agent/getClientList"), async ({ request }) => {
      const who = await agentOf(request);
      if (who instanceof Response) return who;
      const clients = db.clients[who.userId] ?? [];
      return list(clients, { count: clients.length });
    }),
    http.post(url("/api/agent/getQuoteList"), async ({ request }) => {
      const who = await agentOf(request);
      if (who instanceof Response) return who;
      return list(db.quotes[who.userId] ?? []);
    }),
    http.post(url("/api/agent/getBookingHistory"), async ({ request }) => {
      const who = await agentOf(request);
      if (who instanceof Response) return who;
      return list(db.bookings[who.userId] ?? []);
    }),
    http.post(url("/api/agent/addClient"), async ({ request }) => {
      const who = await agentOf(request);
      if (who instanceof Response) return who;
      const c = obj(who.body.client);
      const email = String(c.email ?? "").toLowerCase();
      const mine = (db.clients[who.userId] ??= []);
      if (mine.some((x) => x.email === email))
        return refuse(409, "You already have a client with this email", "CLIENT_EXISTS");
      if (c.nationality_id === 999)
        return refuse(400, "client nationality_id is not a known nationality");
      const client = buildAgentClient({
        name: String(c.name),
        email,
        phone_country_code: (c.phone_country_code as string | null) ?? null,
        phone: (c.phone as string | null) ?? null,
        nationality_id: (c.nationality_id as number | null) ?? null,
        nationality_name: c.nationality_id === 20 ? "British" : null,
        notes: String(c.notes ?? ""),
      });
      mine.push(client);
      return HttpResponse.json({ status: 1, data: client } as unknown as JsonBodyType);
    }),
    http.post(url("/api/agent/newQuote"), async ({ request }) => {
      const who = await agentOf(request);
      if (who instanceof Response) return who;
      const key = `${who.userId}:${request.headers.get("idempotency-key") ?? ""}`;
      const fingerprint = JSON.stringify({ ...who.body, token: undefined });
      const earlier = db.quoteKeys[key];
      if (earlier && earlier.fingerprint !== fingerprint)
        return refuse(
          422,
          "This idempotency key was already used for a different request",
          "IDEMPOTENCY_KEY_REUSED",
        );
      if (earlier) return answer(earlier.quote);
      const made = newQuote(who.userId, who.body);
      if (made.status === 200)
        db.quoteKeys[key] = { fingerprint, quote: db.quotes[who.userId]![0]! };
      return made;
    }),
    http.post(url("/api/agent/declineQuote"), async ({ request }) => {
      const who = await agentOf(request);
      if (who instanceof Response) return who;
      const quote = (db.quotes[who.userId] ?? []).find((q) => q.quote_id === who.body.quote_id);
      if (!quote) return refuse(404, "Quote not found", "QUOTE_NOT_FOUND");
      if (quote.status !== "OPEN")
        return refuse(409, `Quote ${quote.reference} is not open`, "QUOTE_NOT_OPEN");
      quote.status = "DECLINED";
      return answer(quote);
    }),
  ];
}

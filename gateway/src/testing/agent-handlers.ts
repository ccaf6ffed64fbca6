/**
 * msw handlers of the upstream AGENT contract over the in-memory agent db: the token in the
 * body, 401 without a session, 403 AGENT_ONLY for anyone but an agent, 409 CLIENT_EXISTS.
 */
import { http, HttpResponse, type JsonBodyType } from "msw";
import { buildAgentClient } from "./agent-db";
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
  ];
}

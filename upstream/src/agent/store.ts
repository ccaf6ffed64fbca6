/** SQL of the agent areas: who is an agent, an agent's clients and quotes. */
import type { Queryable } from "../db/db";
import { OFFER_COLUMNS, type OfferRow } from "../offers/store";

const iso = (value: Date | string) => new Date(value).toISOString();

/** Spec §6: user type 1 is an agent. */
export async function isAgent(db: Queryable, accountId: number): Promise<boolean> {
  const [row] = await db.query<{ user_type: number }>(
    "SELECT user_type::integer AS user_type FROM accounts WHERE account_id = $1",
    [accountId],
  );
  return row?.user_type === 1;
}

/** A client as the REST contract gives it. */
export interface AgentClient {
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

const CLIENT_COLUMNS = `c.client_id, c.name, c.email, c.phone_country_code, c.phone,
  c.nationality_id, n.nationality_name, c.notes, c.created_at`;

type ClientRecord = Omit<AgentClient, "created_at"> & { created_at: Date | string };
const toClient = (r: ClientRecord): AgentClient => ({ ...r, created_at: iso(r.created_at) });

/** The agent's clients, by name (case-insensitively), then id. */
export async function listClients(db: Queryable, agentId: number): Promise<AgentClient[]> {
  const rows = await db.query<ClientRecord>(
    `SELECT ${CLIENT_COLUMNS} FROM agent_clients c
       LEFT JOIN nationalities n ON n.nationality_id = c.nationality_id
     WHERE c.agent_id = $1 ORDER BY lower(c.name), c.client_id`,
    [agentId],
  );
  return rows.map(toClient);
}

export interface NewClient {
  name: string;
  email: string;
  phone_country_code: string | null;
  phone: string | null;
  nationality_id: number | null;
  notes: string;
}

export async function nationalityExists(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query("SELECT 1 FROM nationalities WHERE nationality_id = $1", [id]);
  return rows.length > 0;
}

/** Adds a client; null when the agent already has a client with this email. */
export async function insertClient(
  db: Queryable,
  agentId: number,
  client: NewClient,
  now: Date,
): Promise<AgentClient | null> {
  const [inserted] = await db.query<{ client_id: number }>(
    `INSERT INTO agent_clients (agent_id, name, email, phone_country_code, phone,
       nationality_id, notes, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (agent_id, lower(email)) DO NOTHING
     RETURNING client_id`,
    [
      agentId,
      client.name,
      client.email,
      client.phone_country_code,
      client.phone,
      client.nationality_id,
      client.notes,
      now.toISOString(),
    ],
  );
  if (!inserted) return null;
  const [row] = await db.query<ClientRecord>(
    `SELECT ${CLIENT_COLUMNS} FROM agent_clients c
       LEFT JOIN nationalities n ON n.nationality_id = c.nationality_id
     WHERE c.client_id = $1`,
    [inserted.client_id],
  );
  return row ? toClient(row) : null;
}

/** A quote as the REST contract gives it. */
export interface AgentQuote {
  quote_id: number;
  reference: string;
  client: { client_id: number; name: string; email: string };
  offer: OfferRow;
  check_in: string;
  check_out: string | null;
  guests: number;
  price_usd: number;
  status: string;
  valid_until: string;
  reservation_reference: string | null;
  created_at: string;
}

/**
 * The agent's quotes, newest first (the latest 200). Quote-status rule: an OPEN quote whose
 * valid_until day has passed reads as EXPIRED.
 */
export async function listQuotes(
  db: Queryable,
  agentId: number,
  today: string,
): Promise<AgentQuote[]> {
  const rows = await db.query<
    Omit<AgentQuote, "created_at" | "offer" | "client"> & {
      created_at: Date | string;
      offer: OfferRow | string;
      client: AgentQuote["client"] | string;
    }
  >(
    `SELECT q.quote_id, q.reference, to_char(q.check_in, 'YYYY-MM-DD') AS check_in,
       to_char(q.check_out, 'YYYY-MM-DD') AS check_out, q.guests::integer AS guests,
       q.price_usd::float8 AS price_usd,
       CASE WHEN q.status = 'OPEN' AND q.valid_until < $2::date THEN 'EXPIRED' ELSE q.status END
         AS status,
       to_char(q.valid_until, 'YYYY-MM-DD') AS valid_until, r.reference AS reservation_reference,
       q.created_at,
       json_build_object('client_id', c.client_id, 'name', c.name, 'email', c.email) AS client,
       (SELECT row_to_json(o) FROM (SELECT ${OFFER_COLUMNS} FROM offers
          WHERE offers.offer_id = q.offer_id) o) AS offer
     FROM agent_quotes q
       JOIN agent_clients c ON c.client_id = q.client_id
       LEFT JOIN reservations r ON r.reservation_id = q.reservation_id
     WHERE q.agent_id = $1
     ORDER BY q.created_at DESC, q.quote_id DESC LIMIT 200`,
    [agentId, today],
  );
  const parsed = <T>(value: T | string): T =>
    typeof value === "string" ? (JSON.parse(value) as T) : value;
  return rows.map((r) => ({
    ...r,
    client: parsed(r.client),
    offer: parsed(r.offer),
    created_at: iso(r.created_at),
  }));
}

/** SQL of the agent areas: who is an agent, an agent's clients and quotes. */
import type { ContractSchema } from "@travel/schema/rest";
import { sql } from "kysely";
import { kyselyOf, type Queryable } from "../db/db";
import { offerJsonIn, type OfferRow } from "../offers/store";

const iso = (value: Date | string) => new Date(value).toISOString();

/** Spec §6: user type 1 is an agent. */
export async function isAgent(db: Queryable, accountId: number): Promise<boolean> {
  const row = await kyselyOf(db)
    .selectFrom("accounts")
    .select(sql<number>`user_type::integer`.as("user_type"))
    .where("account_id", "=", accountId)
    .executeTakeFirst();
  return row?.user_type === 1;
}

/** A client as the REST contract gives it. */
export type AgentClient = ContractSchema<"AgentClient">;

/** The clients with their nationality's name in `language` (English where untranslated). */
const clients = (db: Queryable, language: string) =>
  kyselyOf(db)
    .selectFrom("agent_clients as c")
    .leftJoin("nationalities as n", "n.nationality_id", "c.nationality_id")
    .leftJoin("nationality_translations as t", (join) =>
      join.onRef("t.nationality_id", "=", "c.nationality_id").on("t.language", "=", language),
    )
    .select([
      "c.client_id",
      "c.name",
      "c.email",
      "c.phone_country_code",
      "c.phone",
      "c.nationality_id",
      sql<string | null>`coalesce(t.nationality_name, n.nationality_name)`.as("nationality_name"),
      "c.notes",
      "c.created_at",
    ]);

type ClientRecord = Omit<AgentClient, "created_at"> & { created_at: Date | string };
const toClient = (r: ClientRecord): AgentClient => ({ ...r, created_at: iso(r.created_at) });

/** The agent's clients, by name (case-insensitively), then id. */
export async function listClients(
  db: Queryable,
  agentId: number,
  language = "en",
): Promise<AgentClient[]> {
  const rows = await clients(db, language)
    .where("c.agent_id", "=", agentId)
    .orderBy(sql`lower(c.name)`)
    .orderBy("c.client_id")
    .execute();
  return rows.map(toClient);
}

/** A client to add: the contract's AgentClient without what the upstream sets. */
export type NewClient = Omit<AgentClient, "client_id" | "nationality_name" | "created_at">;

/** Adds a client; null when the agent already has a client with this email. */
export async function insertClient(
  db: Queryable,
  agentId: number,
  client: NewClient,
  now: Date,
  language = "en",
): Promise<AgentClient | null> {
  const inserted = await kyselyOf(db)
    .insertInto("agent_clients")
    .values({
      agent_id: agentId,
      name: client.name,
      email: client.email,
      phone_country_code: client.phone_country_code,
      phone: client.phone,
      nationality_id: client.nationality_id,
      notes: client.notes,
      created_at: now,
    })
    .onConflict((oc) => oc.expression(sql`agent_id, lower(email)`).doNothing())
    .returning("client_id")
    .executeTakeFirst();
  if (!inserted) return null;
  const row = await clients(db, language)
    .where("c.client_id", "=", inserted.client_id)
    .executeTakeFirst();
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
 * The agent's quotes, newest first (the latest 200), their offers' texts in `language` where
 * translated. Quote-status rule: an OPEN quote whose valid_until day has passed reads as EXPIRED.
 */
export async function listQuotes(
  db: Queryable,
  agentId: number,
  today: string,
  language = "en",
): Promise<AgentQuote[]> {
  const rows = await kyselyOf(db)
    .selectFrom("agent_quotes as q")
    .innerJoin("agent_clients as c", "c.client_id", "q.client_id")
    .leftJoin("reservations as r", "r.reservation_id", "q.reservation_id")
    .select([
      "q.quote_id",
      "q.reference",
      sql<string>`to_char(q.check_in, 'YYYY-MM-DD')`.as("check_in"),
      sql<string | null>`to_char(q.check_out, 'YYYY-MM-DD')`.as("check_out"),
      sql<number>`q.guests::integer`.as("guests"),
      sql<number>`q.price_usd::float8`.as("price_usd"),
      sql<string>`CASE WHEN q.status = 'OPEN' AND q.valid_until < ${today}::date
        THEN 'EXPIRED' ELSE q.status END`.as("status"),
      sql<string>`to_char(q.valid_until, 'YYYY-MM-DD')`.as("valid_until"),
      "r.reference as reservation_reference",
      "q.created_at",
      sql<AgentQuote["client"] | string>`json_build_object('client_id', c.client_id,
        'name', c.name, 'email', c.email)`.as("client"),
      offerJsonIn("q.offer_id", language).as("offer"),
    ])
    .where("q.agent_id", "=", agentId)
    .orderBy("q.created_at", "desc")
    .orderBy("q.quote_id", "desc")
    .limit(200)
    .execute();
  const parsed = <T>(value: T | string): T =>
    typeof value === "string" ? (JSON.parse(value) as T) : value;
  return rows.map((r) => ({
    ...r,
    client: parsed(r.client),
    offer: parsed(r.offer),
    created_at: iso(r.created_at),
  }));
}

/** SQL of the agent areas: who is an agent, an agent's clients and quotes. */
import type { ContractSchema } from "@travel/schema/rest";
import { sql } from "kysely";
import { kyselyOf, type Queryable } from "../db/db";
import { jsonColumn } from "../db/json-column";
import { offerJsonIn, type OfferRow } from "../offers/store";
import { namedNationalities } from "../reference/store";

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
    .leftJoin(namedNationalities(db, language).as("n"), "n.nationality_id", "c.nationality_id")
    .select([
      "c.client_id",
      "c.name",
      "c.email",
      "c.phone_country_code",
      "c.phone",
      "c.nationality_id",
      "n.nationality_name",
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
  rooms: number;
  price_usd: number;
  status: string;
  valid_until: string;
  reservation_reference: string | null;
  created_at: string;
}

/** At most this many quotes in the list. */
export const QUOTE_LIST_LIMIT = 200;

/**
 * The agent's quotes, newest first (the latest QUOTE_LIST_LIMIT), or only quote `quoteId` when
 * given (none when it is another agent's); their offers' texts in `language` where translated.
 * Quote-status rule: an OPEN quote whose valid_until day has passed reads as EXPIRED.
 */
export async function readQuotes(
  db: Queryable,
  agentId: number,
  today: string,
  language = "en",
  quoteId: number | null = null,
): Promise<AgentQuote[]> {
  let query = kyselyOf(db)
    .selectFrom("agent_quotes as q")
    .innerJoin("agent_clients as c", "c.client_id", "q.client_id")
    .leftJoin("reservations as r", "r.reservation_id", "q.reservation_id")
    .select([
      "q.quote_id",
      "q.reference",
      sql<string>`to_char(q.check_in, 'YYYY-MM-DD')`.as("check_in"),
      sql<string | null>`to_char(q.check_out, 'YYYY-MM-DD')`.as("check_out"),
      sql<number>`q.guests::integer`.as("guests"),
      sql<number>`q.rooms::integer`.as("rooms"),
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
    .where("q.agent_id", "=", agentId);
  if (quoteId !== null) query = query.where("q.quote_id", "=", quoteId);
  const rows = await query
    .orderBy("q.created_at", "desc")
    .orderBy("q.quote_id", "desc")
    .limit(QUOTE_LIST_LIMIT)
    .execute();
  return rows.map((r) => ({
    ...r,
    client: jsonColumn(r.client),
    offer: jsonColumn(r.offer),
    created_at: iso(r.created_at),
  }));
}

/** Whether `clientId` is one of the agent's clients. */
export async function isAgentsClient(
  db: Queryable,
  agentId: number,
  clientId: number,
): Promise<boolean> {
  const row = await kyselyOf(db)
    .selectFrom("agent_clients")
    .select("client_id")
    .where("client_id", "=", clientId)
    .where("agent_id", "=", agentId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A quote to store: OPEN, priced from the calendar. */
export interface NewQuote {
  reference: string;
  agentId: number;
  clientId: number;
  offerId: number;
  checkIn: string;
  /** Null for offers priced by their start day alone. */
  checkOut: string | null;
  guests: number;
  rooms: number;
  priceUsd: number;
  validUntil: string;
  createdAt: Date;
}

/** Stores an OPEN quote; its id, or null when its reference is taken (draw another). */
export async function insertQuote(db: Queryable, quote: NewQuote): Promise<number | null> {
  const row = await kyselyOf(db)
    .insertInto("agent_quotes")
    .values({
      reference: quote.reference,
      agent_id: quote.agentId,
      client_id: quote.clientId,
      offer_id: quote.offerId,
      check_in: quote.checkIn,
      check_out: quote.checkOut,
      guests: quote.guests,
      rooms: quote.rooms,
      price_usd: quote.priceUsd,
      status: "OPEN",
      valid_until: quote.validUntil,
      created_at: quote.createdAt,
    })
    .onConflict((oc) => oc.column("reference").doNothing())
    .returning("quote_id")
    .executeTakeFirst();
  return row?.quote_id ?? null;
}

/**
 * Declines the agent's quote `quoteId` when it is OPEN and valid on `today`: whether it was
 * (false: another agent's, unknown, or no longer open).
 */
export async function markQuoteDeclined(
  db: Queryable,
  agentId: number,
  quoteId: number,
  today: string,
): Promise<boolean> {
  const rows = await kyselyOf(db)
    .updateTable("agent_quotes")
    .set({ status: "DECLINED" })
    .where("quote_id", "=", quoteId)
    .where("agent_id", "=", agentId)
    .where("status", "=", "OPEN")
    .where("valid_until", ">=", sql<Date>`${today}::date`)
    .returning("quote_id")
    .execute();
  return rows.length === 1;
}

/** The trip a booking of a quote must be: the quote's own. */
export interface QuotedTrip {
  offerId: number;
  checkIn: string;
  checkOut: string | null;
  guests: number;
  rooms: number;
}

/**
 * Locks the agent's quote `quoteId` for the caller's transaction when it is OPEN, valid on
 * `today` and quotes exactly `trip` (its check-out as the offer counts it: null for a start-day
 * offer): whether it is (false: another agent's, unknown, no longer open, or another trip).
 */
export async function lockOpenQuote(
  db: Queryable,
  {
    agentId,
    quoteId,
    today,
    trip,
  }: {
    agentId: number;
    quoteId: number;
    today: string;
    trip: QuotedTrip;
  },
): Promise<boolean> {
  const row = await kyselyOf(db)
    .selectFrom("agent_quotes")
    .select("quote_id")
    .where("quote_id", "=", quoteId)
    .where("agent_id", "=", agentId)
    .where("status", "=", "OPEN")
    .where("valid_until", ">=", sql<Date>`${today}::date`)
    .where("offer_id", "=", trip.offerId)
    .where("check_in", "=", sql<Date>`${trip.checkIn}::date`)
    .where(sql<boolean>`check_out IS NOT DISTINCT FROM ${trip.checkOut}::date`)
    .where("guests", "=", trip.guests)
    .where("rooms", "=", trip.rooms)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks a quote locked by lockOpenQuote BOOKED by `reservationId`. */
export async function markQuoteBooked(
  db: Queryable,
  quoteId: number,
  reservationId: number,
): Promise<void> {
  await kyselyOf(db)
    .updateTable("agent_quotes")
    .set({ status: "BOOKED", reservation_id: reservationId })
    .where("quote_id", "=", quoteId)
    .execute();
}

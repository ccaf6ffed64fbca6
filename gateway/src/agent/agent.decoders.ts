/** Decoders of the agent endpoints (`{ status: 1, data }` envelope). */
import { decodeOfferEntry, decodeReservationEntry } from "../booking/booking.decoders";
import type { ReservationEntry } from "../booking/booking.mappers";
import {
  DecodeError,
  envelope,
  listOf,
  num,
  object,
  oneOf,
  str,
  strOrNull,
  type JsonObject,
} from "../upstream/decode";
import type { AddClientResult, AgentClientEntry, AgentQuoteEntry } from "./agent.mappers";

function id(obj: JsonObject, key: string): number {
  const value = obj[key];
  if (typeof value === "number" && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === "string" && /^[1-9]\d{0,14}$/.test(value)) return Number(value);
  throw new DecodeError(`field ${key} should be an id, got ${JSON.stringify(value)}`);
}

function idOrNull(obj: JsonObject, key: string): number | null {
  return obj[key] === null || obj[key] === undefined ? null : id(obj, key);
}

/** A number, or its decimal text (PostgreSQL numerics often travel as text). */
function amount(obj: JsonObject, key: string): number {
  const value = obj[key];
  if (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  return num(obj, key);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
function isoDay(obj: JsonObject, key: string): string {
  const value = str(obj, key);
  if (!DAY.test(value)) throw new DecodeError(`field ${key} should be a YYYY-MM-DD day`);
  return value;
}

export function decodeAgentClient(c: JsonObject): AgentClientEntry {
  return {
    client_id: id(c, "client_id"),
    name: str(c, "name"),
    email: str(c, "email"),
    phone_country_code: strOrNull(c, "phone_country_code"),
    phone: strOrNull(c, "phone"),
    nationality_id: idOrNull(c, "nationality_id"),
    nationality_name: strOrNull(c, "nationality_name"),
    notes: strOrNull(c, "notes") ?? "",
    created_at: str(c, "created_at"),
  };
}

function quote(q: JsonObject): AgentQuoteEntry {
  const client = object(q.client, "client");
  return {
    quote_id: id(q, "quote_id"),
    reference: str(q, "reference"),
    client: {
      client_id: id(client, "client_id"),
      name: str(client, "name"),
      email: str(client, "email"),
    },
    offer: decodeOfferEntry(object(q.offer, "offer")),
    check_in: isoDay(q, "check_in"),
    check_out: strOrNull(q, "check_out") === null ? null : isoDay(q, "check_out"),
    guests: num(q, "guests"),
    price_usd: amount(q, "price_usd"),
    status: oneOf(q, "status", ["OPEN", "BOOKED", "EXPIRED", "DECLINED"]),
    valid_until: isoDay(q, "valid_until"),
    reservation_reference: strOrNull(q, "reservation_reference"),
    created_at: str(q, "created_at"),
  };
}

/** POST /api/agent/getClientList → the clients. */
export function decodeAgentClients(json: unknown): AgentClientEntry[] {
  return listOf(envelope(json, ["data", "data"]), "body.data.data", decodeAgentClient);
}

/** POST /api/agent/getQuoteList → the quotes, newest first. */
export function decodeAgentQuotes(json: unknown): AgentQuoteEntry[] {
  return listOf(envelope(json, ["data", "data"]), "body.data.data", quote);
}

/** POST /api/agent/getBookingHistory → the agent's reservations, newest first. */
export function decodeAgentBookings(json: unknown): ReservationEntry[] {
  return listOf(envelope(json, ["data", "data"]), "body.data.data", decodeReservationEntry);
}

/** POST /api/agent/addClient → the client, or a 4xx refusal `{ status: 0, code?, message }`. */
export function decodeAddClient(json: unknown): AddClientResult {
  const root = object(json, "body");
  if (root.status === 0)
    return { ok: false, code: strOrNull(root, "code"), message: strOrNull(root, "message") };
  return { ok: true, client: decodeAgentClient(object(envelope(json, ["data"]), "body.data")) };
}

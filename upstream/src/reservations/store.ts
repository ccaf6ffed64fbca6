/** SQL of the reservations: the idempotent insert, the cards each used, the user's list. */
import { sql } from "kysely";
import { kyselyOf, type Queryable } from "../db/db";
import { SITE_ORG_ID } from "../site/organisation";
import { offerJsonIn, type OfferRow } from "../offers/store";
import type { UsedCardKind } from "./payloads";
import { tripExtras, type TripExtras } from "./trip-extras";
import { jsonColumn } from "../db/json-column";

/** A card a reservation used, as the REST contract gives it. */
export interface ReservationCard {
  card_code: string;
  payment_card_id: number;
  kind: UsedCardKind;
  name: string;
  amount_used: number;
}

/** A reservation as the REST contract gives it. */
export interface ReservationRow extends TripExtras {
  reservation_id: number;
  reference: string;
  offer: OfferRow;
  check_in: string;
  check_out: string | null;
  guests: number;
  rooms: number;
  status: string;
  currency: string;
  total: number;
  cards: ReservationCard[];
  booked_at: string;
}

export interface NewReservation {
  reference: string;
  userId: number;
  requestId: string;
  offerId: number;
  checkIn: string;
  checkOut: string | null;
  guests: number;
  rooms: number;
  currency: string;
  total: number;
  subtotalUsd: number;
  totalUsd: number;
  bookedAt: Date;
  contactEmail: string | null;
  contactPhone: string | null;
  /** What the booking took from the offer's calendar (trip-units.ts). */
  unitsTaken: number;
  unitsEndDay: string;
}

/** Serialises the bookings of one (user, request id) until the transaction ends. */
export async function lockRequest(tx: Queryable, userId: number, requestId: string) {
  const lock = `reservation:${userId}:${requestId}`;
  await sql`SELECT pg_advisory_xact_lock(hashtext(${lock}))`.execute(kyselyOf(tx));
}

/** The id of the user's reservation made with `requestId`, or null. */
export async function reservationOfRequest(
  db: Queryable,
  userId: number,
  requestId: string,
): Promise<number | null> {
  const row = await kyselyOf(db)
    .selectFrom("reservations")
    .select("reservation_id")
    .where("user_id", "=", userId)
    .where("request_id", "=", requestId)
    .executeTakeFirst();
  return row?.reservation_id ?? null;
}

/** Inserts a CONFIRMED reservation; null when its reference is taken (draw another). */
export async function insertReservation(tx: Queryable, r: NewReservation): Promise<number | null> {
  const row = await kyselyOf(tx)
    .insertInto("reservations")
    .values({
      reference: r.reference,
      user_id: r.userId,
      request_id: r.requestId,
      offer_id: r.offerId,
      check_in: r.checkIn,
      check_out: r.checkOut,
      guests: r.guests,
      rooms: r.rooms,
      status: "CONFIRMED",
      currency: r.currency,
      total: r.total,
      subtotal_usd: r.subtotalUsd,
      total_usd: r.totalUsd,
      booked_at: r.bookedAt,
      contact_email: r.contactEmail,
      contact_phone: r.contactPhone,
      units_taken: r.unitsTaken,
      units_end_day: r.unitsEndDay,
    })
    .onConflict((oc) => oc.column("reference").doNothing())
    .returning("reservation_id")
    .executeTakeFirst();
  return row?.reservation_id ?? null;
}

export async function insertReservationCard(
  tx: Queryable,
  reservationId: number,
  position: number,
  card: ReservationCard,
): Promise<void> {
  await kyselyOf(tx)
    .insertInto("reservation_cards")
    .values({
      reservation_id: reservationId,
      position,
      payment_card_id: card.payment_card_id,
      kind: card.kind,
      card_code: card.card_code,
      name: card.name,
      amount_used: card.amount_used,
    })
    .execute();
}

/** Names who travel on a new reservation, in the order given (the lead traveller first). */
export async function insertTravellers(
  tx: Queryable,
  reservationId: number,
  travellers: readonly { first_name: string; last_name: string }[],
): Promise<void> {
  if (travellers.length === 0) return;
  await kyselyOf(tx)
    .insertInto("reservation_travellers")
    .values(
      travellers.map((t, position) => ({
        reservation_id: reservationId,
        position,
        first_name: t.first_name,
        last_name: t.last_name,
      })),
    )
    .execute();
}

export const MAX_LISTED_RESERVATIONS = 200;

/**
 * The user's reservations, newest first (the latest 200), or only the one with `reservationId`;
 * their cancellation terms as they stand on `today` (UTC by default).
 */
export async function readReservations(
  db: Queryable,
  userId: number,
  reservationId: number | null = null,
  language = "en",
  today = new Date().toISOString().slice(0, 10),
): Promise<ReservationRow[]> {
  const kysely = kyselyOf(db);
  let query = kysely
    .selectFrom("reservations as r")
    .select([
      "r.reservation_id",
      "r.reference",
      sql<string>`to_char(r.check_in, 'YYYY-MM-DD')`.as("check_in"),
      sql<string | null>`to_char(r.check_out, 'YYYY-MM-DD')`.as("check_out"),
      sql<number>`r.guests::integer`.as("guests"),
      sql<number>`r.rooms::integer`.as("rooms"),
      "r.status",
      "r.currency",
      sql<number>`r.total::float8`.as("total"),
      "r.booked_at",
      "r.contact_email",
      "r.contact_phone",
      offerJsonIn("r.offer_id", language).as("offer"),
    ])
    .where("r.user_id", "=", userId);
  if (reservationId !== null) query = query.where("r.reservation_id", "=", reservationId);
  const rows = await query
    .orderBy("r.booked_at", "desc")
    .orderBy("r.reservation_id", "desc")
    .limit(MAX_LISTED_RESERVATIONS)
    .execute();
  if (rows.length === 0) return [];
  const cards = await kysely
    .selectFrom("reservation_cards")
    .select([
      "reservation_id",
      "card_code",
      "payment_card_id",
      sql<UsedCardKind>`kind`.as("kind"),
      // the English name copied at booking, in `language` where translated
      sql<string>`coalesce((SELECT t.name FROM card_name_translations t
        WHERE t.english_name = reservation_cards.name AND t.language = ${language}),
        reservation_cards.name)`.as("name"),
      sql<number>`amount_used::float8`.as("amount_used"),
    ])
    .where(
      "reservation_id",
      "in",
      rows.map((r) => r.reservation_id),
    )
    .orderBy("reservation_id")
    .orderBy("position")
    .execute();
  const extras = await tripExtras(db, rows, today, language);
  return rows.map(({ booked_at, offer, contact_email: _e, contact_phone: _p, ...r }) => ({
    ...extras.get(r.reservation_id)!,
    reservation_id: r.reservation_id,
    reference: r.reference,
    offer: jsonColumn<OfferRow>(offer),
    check_in: r.check_in,
    check_out: r.check_out,
    guests: r.guests,
    rooms: r.rooms,
    status: r.status,
    currency: r.currency,
    total: r.total,
    cards: cards
      .filter((c) => c.reservation_id === r.reservation_id)
      .map(({ reservation_id: _, ...c }) => c),
    booked_at: new Date(booked_at).toISOString(),
  }));
}

/** Whether the account may book (spec §6): the site allows booking without a session, or can_user_book is 1. */
export async function mayBook(db: Queryable, userId: number): Promise<boolean> {
  const row = await kyselyOf(db)
    .selectFrom("accounts as a")
    .leftJoin("organisations as o", (join) => join.on("o.org_id", "=", SITE_ORG_ID))
    .select(
      sql<boolean>`a.can_user_book = 1 OR coalesce(o.allow_booking_without_session = 1, false)`.as(
        "may",
      ),
    )
    .where("a.account_id", "=", userId)
    .executeTakeFirst();
  return row?.may ?? false;
}

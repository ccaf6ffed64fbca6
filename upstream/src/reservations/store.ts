/** SQL of the reservations: the idempotent insert, the cards each used, the user's list. */
import type { Queryable } from "../db/db";
import { OFFER_COLUMNS, type OfferRow } from "../offers/store";
import type { UsedCardKind } from "./payloads";

/** A card a reservation used, as the REST contract gives it. */
export interface ReservationCard {
  card_code: string;
  payment_card_id: number;
  kind: UsedCardKind;
  name: string;
  amount_used: number;
}

/** A reservation as the REST contract gives it. */
export interface ReservationRow {
  reservation_id: number;
  reference: string;
  offer: OfferRow;
  check_in: string;
  check_out: string | null;
  guests: number;
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
  currency: string;
  total: number;
  subtotalUsd: number;
  totalUsd: number;
  bookedAt: Date;
}

/** Serialises the bookings of one (user, request id) until the transaction ends. */
export async function lockRequest(tx: Queryable, userId: number, requestId: string) {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [
    `reservation:${userId}:${requestId}`,
  ]);
}

/** The id of the user's reservation made with `requestId`, or null. */
export async function reservationOfRequest(
  db: Queryable,
  userId: number,
  requestId: string,
): Promise<number | null> {
  const [row] = await db.query<{ reservation_id: number }>(
    "SELECT reservation_id FROM reservations WHERE user_id = $1 AND request_id = $2",
    [userId, requestId],
  );
  return row?.reservation_id ?? null;
}

/** Inserts a CONFIRMED reservation; null when its reference is taken (draw another). */
export async function insertReservation(tx: Queryable, r: NewReservation): Promise<number | null> {
  const [row] = await tx.query<{ reservation_id: number }>(
    `INSERT INTO reservations (reference, user_id, request_id, offer_id, check_in, check_out,
       guests, status, currency, total, subtotal_usd, total_usd, booked_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'CONFIRMED', $8, $9, $10, $11, $12)
     ON CONFLICT (reference) DO NOTHING
     RETURNING reservation_id`,
    [
      r.reference,
      r.userId,
      r.requestId,
      r.offerId,
      r.checkIn,
      r.checkOut,
      r.guests,
      r.currency,
      r.total,
      r.subtotalUsd,
      r.totalUsd,
      r.bookedAt.toISOString(),
    ],
  );
  return row?.reservation_id ?? null;
}

export async function insertReservationCard(
  tx: Queryable,
  reservationId: number,
  position: number,
  card: ReservationCard,
): Promise<void> {
  await tx.query(
    `INSERT INTO reservation_cards (reservation_id, position, payment_card_id, kind, card_code,
       name, amount_used)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      reservationId,
      position,
      card.payment_card_id,
      card.kind,
      card.card_code,
      card.name,
      card.amount_used,
    ],
  );
}

export const MAX_LISTED_RESERVATIONS = 200;

/**
 * The user's reservations, newest first (the latest 200), or only the one with `reservationId`.
 */
export async function readReservations(
  db: Queryable,
  userId: number,
  reservationId: number | null = null,
): Promise<ReservationRow[]> {
  const rows = await db.query<
    Omit<ReservationRow, "offer" | "cards" | "booked_at"> & {
      booked_at: Date | string;
      offer: OfferRow;
    }
  >(
    `SELECT r.reservation_id, r.reference, to_char(r.check_in, 'YYYY-MM-DD') AS check_in,
       to_char(r.check_out, 'YYYY-MM-DD') AS check_out, r.guests::integer AS guests, r.status,
       r.currency, r.total::float8 AS total, r.booked_at,
       (SELECT row_to_json(o) FROM (SELECT ${OFFER_COLUMNS} FROM offers
          WHERE offers.offer_id = r.offer_id) o) AS offer
     FROM reservations r
     WHERE r.user_id = $1 AND ($2::integer IS NULL OR r.reservation_id = $2)
     ORDER BY r.booked_at DESC, r.reservation_id DESC
     LIMIT ${MAX_LISTED_RESERVATIONS}`,
    [userId, reservationId],
  );
  if (rows.length === 0) return [];
  const cards = await db.query<ReservationCard & { reservation_id: number }>(
    `SELECT reservation_id, card_code, payment_card_id, kind, name,
       amount_used::float8 AS amount_used
     FROM reservation_cards WHERE reservation_id = ANY ($1::integer[])
     ORDER BY reservation_id, position`,
    [rows.map((r) => r.reservation_id)],
  );
  return rows.map(({ booked_at, offer, ...r }) => ({
    reservation_id: r.reservation_id,
    reference: r.reference,
    offer: typeof offer === "string" ? (JSON.parse(offer) as OfferRow) : offer,
    check_in: r.check_in,
    check_out: r.check_out,
    guests: r.guests,
    status: r.status,
    currency: r.currency,
    total: r.total,
    cards: cards
      .filter((c) => c.reservation_id === r.reservation_id)
      .map(({ reservation_id: _, ...c }) => c),
    booked_at: new Date(booked_at).toISOString(),
  }));
}

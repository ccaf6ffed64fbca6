/** SQL of cancellations: the reservation locked with its policy, the cancellation, what goes back. */
import { sql, type Selectable } from "kysely";
import { kyselyOf, type Queryable } from "../db/db";
import type { CancellationsTable } from "../db/database";
import type { Policy } from "../inventory/policy";

export type CancellationRow = Selectable<CancellationsTable>;

/** A reservation as a cancellation needs it, locked until the transaction ends. */
export interface LockedReservation {
  reservation_id: number;
  user_id: number;
  offer_id: number;
  status: string;
  check_in: string;
  currency: string;
  total: number;
  units_taken: number;
  units_end_day: string | null;
  policy: Policy;
}

/**
 * The reservations (alias r) joined to their offers (o) and the offers' cancellation policies
 * (p), selecting the policy's columns: add the reservation's own.
 */
export const reservationPolicies = (db: Queryable) =>
  kyselyOf(db)
    .selectFrom("reservations as r")
    .innerJoin("offers as o", "o.offer_id", "r.offer_id")
    .innerJoin("cancellation_policies as p", "p.policy_code", "o.policy_code")
    .select(["p.policy_code", "p.free_until_days", "p.fee_percent"]);

export async function lockReservation(
  tx: Queryable,
  userId: number,
  reservationId: number,
): Promise<LockedReservation | null> {
  const row = await reservationPolicies(tx)
    .select([
      "r.reservation_id",
      "r.user_id",
      "r.offer_id",
      "r.status",
      sql<string>`to_char(r.check_in, 'YYYY-MM-DD')`.as("check_in"),
      "r.currency",
      sql<number>`r.total::float8`.as("total"),
      sql<number>`r.units_taken::integer`.as("units_taken"),
      sql<string | null>`to_char(r.units_end_day, 'YYYY-MM-DD')`.as("units_end_day"),
    ])
    .where("r.reservation_id", "=", reservationId)
    .where("r.user_id", "=", userId)
    .forUpdate("r")
    .executeTakeFirst();
  if (row === undefined) return null;
  const { policy_code, free_until_days, fee_percent, ...reservation } = row;
  return { ...reservation, policy: { policy_code, free_until_days, fee_percent } };
}

/** The card payment that paid for the reservation (its confirmed checkout), if any. */
export async function paidCheckout(
  db: Queryable,
  reservationId: number,
): Promise<{ payment_id: string; amount_due: number; currency: string } | null> {
  const row = await kyselyOf(db)
    .selectFrom("checkouts")
    .select(["payment_id", sql<number>`amount_due::float8`.as("amount_due"), "currency"])
    .where("reservation_id", "=", reservationId)
    .where("status", "=", "CONFIRMED")
    .where("payment_id", "is not", null)
    .executeTakeFirst();
  return row?.payment_id ? { ...row, payment_id: row.payment_id } : null;
}

/** The cancellations of the reservations (a reservation is cancelled once at most). */
export async function findCancellations(
  db: Queryable,
  reservationIds: readonly number[],
): Promise<CancellationRow[]> {
  if (reservationIds.length === 0) return [];
  return kyselyOf(db)
    .selectFrom("cancellations")
    .selectAll()
    .where("reservation_id", "in", reservationIds)
    .execute();
}

export async function findCancellation(
  db: Queryable,
  reservationId: number,
): Promise<CancellationRow | null> {
  const [row] = await findCancellations(db, [reservationId]);
  return row ?? null;
}

export interface NewCancellation {
  reservationId: number;
  at: Date;
  refundPercent: number;
  currency: string;
  cardRefund: number;
}

/** Moves the reservation to CANCELLED and records the cancellation. */
export async function recordCancellation(tx: Queryable, c: NewCancellation): Promise<void> {
  const kysely = kyselyOf(tx);
  await kysely
    .updateTable("reservations")
    .set({ status: "CANCELLED" })
    .where("reservation_id", "=", c.reservationId)
    .execute();
  await kysely
    .insertInto("cancellations")
    .values({
      reservation_id: c.reservationId,
      cancelled_at: c.at,
      refund_percent: c.refundPercent,
      currency: c.currency,
      card_refund: c.cardRefund,
      card_refund_status: c.cardRefund > 0 ? "PENDING" : "NONE",
    })
    .execute();
}

/** Marks the card refund as confirmed by the provider. */
export async function markRefunded(
  db: Queryable,
  reservationId: number,
  providerRefundId: string,
): Promise<void> {
  await kyselyOf(db)
    .updateTable("cancellations")
    .set({ card_refund_status: "REFUNDED", provider_refund_id: providerRefundId })
    .where("reservation_id", "=", reservationId)
    .where("card_refund_status", "=", "PENDING")
    .execute();
}

/**
 * Puts `percent` of every cash card spend of the reservation back on its card (rounded down to
 * the cent, never more than was spent). Answers what went back, per card.
 */
export async function refundCashSpends(
  tx: Queryable,
  reservationId: number,
  percent: number,
): Promise<{ payment_card_id: number; refunded: number; currency: string }[]> {
  if (percent === 0) return [];
  const kysely = kyselyOf(tx);
  const spends = await kysely
    .updateTable("cash_card_spends")
    .set({ refunded: sql`floor(amount * ${percent} / 100 * 100) / 100` })
    .where("reservation_id", "=", reservationId)
    .where("refunded", "=", sql<string>`0`)
    .returning(["payment_card_id", sql<number>`refunded::float8`.as("refunded"), "currency"])
    .execute();
  for (const spend of spends) {
    if (spend.refunded <= 0) continue;
    await kysely
      .updateTable("payment_cards")
      .set((eb) => ({
        card_amount: eb("card_amount", "+", sql<string>`${spend.refunded}::numeric`),
      }))
      .where("payment_card_id", "=", spend.payment_card_id)
      .execute();
  }
  return spends.filter((s) => s.refunded > 0);
}

/**
 * Gives back the certificates and discount cards the traveller spent on the reservation (not
 * one bought with it: its price is refunded with the rest) while they have not expired.
 * Answers their codes.
 */
export async function releaseCards(
  tx: Queryable,
  reservationId: number,
  today: string,
  at: Date,
): Promise<string[]> {
  const kysely = kyselyOf(tx);
  const released = await kysely
    .updateTable("payment_cards")
    .set({ status: "ACTIVE", redeemed_reservation_id: null, redeemed_at: null })
    .where("redeemed_reservation_id", "=", reservationId)
    .where("kind", "in", ["certificate", "discount"])
    .where("source_card_id", "is", null)
    .where((eb) =>
      eb.or([eb("expires_on", "is", null), eb("expires_on", ">=", sql<Date>`${today}::date`)]),
    )
    .returning(["payment_card_id", "card_code"])
    .execute();
  if (released.length > 0)
    await kysely
      .updateTable("reservation_cards")
      .set({ released_at: at })
      .where("reservation_id", "=", reservationId)
      .where(
        "payment_card_id",
        "in",
        released.map((c) => c.payment_card_id),
      )
      .execute();
  return released.map((c) => c.card_code).sort();
}

/** Codes of the cards a cancellation gave back, per reservation. */
export async function releasedCards(
  db: Queryable,
  reservationIds: readonly number[],
): Promise<Map<number, string[]>> {
  const byReservation = new Map<number, string[]>();
  if (reservationIds.length === 0) return byReservation;
  const rows = await kyselyOf(db)
    .selectFrom("reservation_cards")
    .select(["reservation_id", "card_code"])
    .where("reservation_id", "in", reservationIds)
    .where("released_at", "is not", null)
    .orderBy("card_code")
    .execute();
  for (const row of rows)
    byReservation.set(row.reservation_id, [
      ...(byReservation.get(row.reservation_id) ?? []),
      row.card_code,
    ]);
  return byReservation;
}

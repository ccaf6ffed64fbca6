/** SQL of the checkouts (see migration 025): the idempotent start, the moves between statuses. */
import type { Selectable } from "kysely";
import { kyselyOf, type Queryable } from "../db/db";
import type { CheckoutsTable } from "../db/database";
import { newProviderId } from "../payment-provider/store";
import type { ReservationInput } from "../reservations/payloads";

export type CheckoutStatus = "AWAITING_PAYMENT" | "CONFIRMED" | "CANCELLED" | "FAILED";

export type CheckoutRow = Selectable<CheckoutsTable>;

export interface NewCheckout {
  userId: number;
  booking: ReservationInput;
  returnUrl: (checkoutId: string) => string;
  now: Date;
}

/** The booking request a checkout keeps (as validated when it started). */
export function bookingOf(row: CheckoutRow): ReservationInput {
  const booking = row.booking as Omit<ReservationInput, "rooms"> & { rooms?: number };
  // a checkout kept before bookings had rooms booked one
  return { ...booking, rooms: booking.rooms ?? 1 };
}

/** Starts a checkout, or answers the one this (user, request id) started before. */
export async function insertCheckout(
  db: Queryable,
  c: NewCheckout,
): Promise<{ row: CheckoutRow; created: boolean }> {
  const checkoutId = newProviderId("co");
  const inserted = await kyselyOf(db)
    .insertInto("checkouts")
    .values({
      checkout_id: checkoutId,
      user_id: c.userId,
      request_id: c.booking.request_id,
      offer_id: c.booking.offer_id,
      booking: JSON.stringify(c.booking),
      currency: c.booking.currency,
      amount_due: String(c.booking.total),
      return_url: c.returnUrl(checkoutId),
      status: "AWAITING_PAYMENT",
      created_at: c.now,
      updated_at: c.now,
    })
    .onConflict((oc) => oc.columns(["user_id", "request_id"]).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted !== undefined) return { row: inserted, created: true };
  const first = await checkoutOfRequest(db, c.userId, c.booking.request_id);
  return { row: first!, created: false };
}

export async function checkoutOfRequest(
  db: Queryable,
  userId: number,
  requestId: string,
): Promise<CheckoutRow | null> {
  const row = await kyselyOf(db)
    .selectFrom("checkouts")
    .selectAll()
    .where("user_id", "=", userId)
    .where("request_id", "=", requestId)
    .executeTakeFirst();
  return row ?? null;
}

/** The user's checkout with this id (another user's is not found). */
export async function findCheckout(
  db: Queryable,
  userId: number,
  checkoutId: string,
): Promise<CheckoutRow | null> {
  const row = await kyselyOf(db)
    .selectFrom("checkouts")
    .selectAll()
    .where("checkout_id", "=", checkoutId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ?? null;
}

export async function checkoutOfPayment(
  db: Queryable,
  paymentId: string,
): Promise<CheckoutRow | null> {
  const row = await kyselyOf(db)
    .selectFrom("checkouts")
    .selectAll()
    .where("payment_id", "=", paymentId)
    .executeTakeFirst();
  return row ?? null;
}

/** Records the provider's payment of a checkout (once: a payment already recorded stays). */
export async function attachPayment(
  db: Queryable,
  checkoutId: string,
  payment: { id: string; checkoutUrl: string },
  now: Date,
): Promise<CheckoutRow> {
  await kyselyOf(db)
    .updateTable("checkouts")
    .set({ payment_id: payment.id, checkout_url: payment.checkoutUrl, updated_at: now })
    .where("checkout_id", "=", checkoutId)
    .where("payment_id", "is", null)
    .execute();
  return kyselyOf(db)
    .selectFrom("checkouts")
    .selectAll()
    .where("checkout_id", "=", checkoutId)
    .executeTakeFirstOrThrow();
}

export interface CheckoutChange {
  status: CheckoutStatus;
  reservationId?: number;
  failure?: string | null;
  card?: { brand: string; last4: string } | null;
}

/**
 * Moves an AWAITING_PAYMENT checkout to `change.status`; null when it was not awaiting any more
 * (somebody else moved it first): only one caller ever confirms, cancels or fails a checkout.
 * With AWAITING_PAYMENT itself it only records the card and the failure.
 */
export async function moveCheckout(
  db: Queryable,
  checkoutId: string,
  change: CheckoutChange,
  now: Date,
): Promise<CheckoutRow | null> {
  const row = await kyselyOf(db)
    .updateTable("checkouts")
    .set({
      status: change.status,
      ...(change.reservationId === undefined ? {} : { reservation_id: change.reservationId }),
      ...(change.failure === undefined ? {} : { failure: change.failure }),
      ...(change.card == null
        ? {}
        : { card_brand: change.card.brand, card_last4: change.card.last4 }),
      updated_at: now,
    })
    .where("checkout_id", "=", checkoutId)
    .where("status", "=", "AWAITING_PAYMENT")
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function readCheckout(db: Queryable, checkoutId: string): Promise<CheckoutRow> {
  return kyselyOf(db)
    .selectFrom("checkouts")
    .selectAll()
    .where("checkout_id", "=", checkoutId)
    .executeTakeFirstOrThrow();
}

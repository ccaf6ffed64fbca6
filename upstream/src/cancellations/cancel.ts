/**
 * Cancelling a confirmed reservation under its offer's cancellation policy (issue 16), once:
 *
 * - Only the traveller who booked, and only before the trip starts (check-in after today, UTC).
 * - The share given back is the policy's (inventory/policy.ts refundPercent on the day of
 *   cancelling): all of it while cancellation is free, else what the fee leaves.
 * - In one transaction: the reservation is CANCELLED, its units given back to the offer's
 *   calendar, the cancellation recorded, that share of
 *   every cash card spend put back on its card, and, when everything is given back, the
 *   certificates and discount cards spent on it made usable again (unless expired); the
 *   cancellation mail is queued. A certificate bought with the booking is not given back: its
 *   price is part of the money refunded.
 * - Then the card payment is refunded through the provider (that share of what the card paid),
 *   under an idempotency key of the reservation: a provider that fails leaves the refund PENDING
 *   and asking to cancel again retries it, never refunding twice.
 */
import { roundToMinorUnit, toDecimal, toMinorUnits } from "@travel/schema/money";
import { findAccountById } from "../accounts/store";
import type { Db } from "../db/db";
import { HttpError } from "../http/http-error";
import { refundPercent } from "../inventory/policy";
import { queueMail } from "../mail/store";
import { PaymentProviderRefusal, type PaymentProviderClient } from "../payments/provider-client";
import { readReservations, type ReservationRow } from "../reservations/store";
import { giveBackTripUnits } from "../reservations/trip-units";
import { cancellationMail } from "./mail";
import {
  findCancellation,
  lockReservation,
  markRefunded,
  paidCheckout,
  recordCancellation,
  refundCashSpends,
  releaseCards,
} from "./store";

export const RESERVATION_NOT_FOUND = "Reservation not found";
export const TRIP_STARTED = "TRIP_STARTED";

export interface CancelDeps {
  db: Db;
  payments: PaymentProviderClient;
  siteUrl: string;
  now: () => Date;
}

export interface Cancelled {
  reservation: ReservationRow;
  /** The reservation was cancelled by an earlier request. */
  duplicate: boolean;
}

const refundKey = (reservationId: number) => `cancel-${reservationId}`;

/** Cancels the user's reservation (or answers its earlier cancellation). */
export async function cancelReservation(
  deps: CancelDeps,
  userId: number,
  reservationId: number,
  language: string,
): Promise<Cancelled> {
  const at = deps.now();
  const today = at.toISOString().slice(0, 10);
  const duplicate = await deps.db.transaction(async (tx) => {
    const reservation = await lockReservation(tx, userId, reservationId);
    if (reservation === null) throw new HttpError(404, RESERVATION_NOT_FOUND);
    if (reservation.status === "CANCELLED") return true;
    if (reservation.check_in <= today)
      throw new HttpError(409, "A trip that has started cannot be cancelled", TRIP_STARTED);
    const percent = refundPercent(reservation.policy, reservation.check_in, today);
    const paid = await paidCheckout(tx, reservationId);
    const cardRefund =
      paid === null
        ? 0
        : roundToMinorUnit(toDecimal(paid.amount_due).times(percent).div(100), paid.currency);
    await recordCancellation(tx, {
      reservationId,
      at,
      refundPercent: percent,
      currency: paid?.currency ?? reservation.currency,
      cardRefund,
    });
    await refundCashSpends(tx, reservationId, percent);
    await giveBackTripUnits(tx, reservation);
    if (percent === 100) await releaseCards(tx, reservationId, today, at);
    const account = await findAccountById(tx, userId);
    const [cancelled] = await readReservations(tx, userId, reservationId, "en", today);
    if (account !== null && cancelled !== undefined)
      await queueMail(tx, cancellationMail(deps.siteUrl, account, cancelled), at);
    return false;
  });
  await refundCard(deps, reservationId);
  const [reservation] = await readReservations(deps.db, userId, reservationId, language, today);
  return { reservation: reservation!, duplicate };
}

/** Refunds the card's share through the provider while it is PENDING; a failure leaves it so. */
async function refundCard(deps: CancelDeps, reservationId: number): Promise<void> {
  const cancellation = await findCancellation(deps.db, reservationId);
  if (cancellation === null || cancellation.card_refund_status !== "PENDING") return;
  const paid = await paidCheckout(deps.db, reservationId);
  if (paid === null) return;
  try {
    const { refundId } = await deps.payments.refund(
      paid.payment_id,
      toMinorUnits(cancellation.card_refund, cancellation.currency),
      refundKey(reservationId),
    );
    await markRefunded(deps.db, reservationId, refundId);
  } catch (error) {
    // The provider could not be reached or refused: the refund stays PENDING (shown so), and
    // cancelling again retries it under the same key.
    if (!(error instanceof PaymentProviderRefusal || error instanceof HttpError)) throw error;
  }
}

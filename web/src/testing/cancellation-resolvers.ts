/**
 * The itinerary fields of a reservation, `reservation(id)` and cancelReservation over the
 * in-memory db, as the gateway answers them: the offer's policy decides the share given back
 * today (all while free, what the fee leaves after), a trip starting today or before cannot be
 * cancelled, cancelling again answers the same; on a full refund the wallet cards come back.
 */
import { todayIso } from "../lib/dates";
import type { Db } from "./db";
import type { ReservationRecord } from "./wallet-factories";
import { cardId } from "./wallet-resolvers";

const MODERATE = { code: "MODERATE", freeUntilDays: 7, feePercent: 50 };

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The share cancelling `r` on `today` gives back (0 to 100). */
function refundPercent(r: ReservationRecord, today: string): number {
  const policy = r.policy ?? MODERATE;
  const lastFree = policy.freeUntilDays === null ? null : addDays(r.checkIn, -policy.freeUntilDays);
  return lastFree !== null && today <= lastFree ? 100 : 100 - policy.feePercent;
}

/** Reservation.paidWith, cancellationTerms, canCancel, refundPercentIfCancelledToday, cancellation. */
export function itineraryFields(r: ReservationRecord) {
  const today = todayIso();
  const policy = r.policy ?? MODERATE;
  const cancellable = r.status === "CONFIRMED" && r.checkIn > today;
  const lastFree = policy.freeUntilDays === null ? null : addDays(r.checkIn, -policy.freeUntilDays);
  const freeUntil = lastFree !== null && lastFree >= today ? lastFree : null;
  const money = (amount: number) => ({
    amount,
    decimal: amount.toFixed(2),
    currency: r.currency,
    formatted: `${amount.toFixed(2)} ${r.currency}`,
  });
  return {
    paidWith: r.paidWith
      ? { cardBrand: r.paidWith.brand, cardLast4: r.paidWith.last4, amount: money(r.total) }
      : null,
    cancellationTerms: cancellable
      ? {
          policy: policy.code,
          freeCancellation: freeUntil !== null,
          freeUntil,
          feePercent: policy.feePercent,
          summary:
            freeUntil === null
              ? `No free cancellation: a ${policy.feePercent}% fee`
              : `Free cancellation until ${freeUntil}, then a ${policy.feePercent}% fee`,
        }
      : null,
    canCancel: cancellable,
    refundPercentIfCancelledToday: cancellable ? refundPercent(r, today) : null,
    cancellation: r.cancellation
      ? {
          cancelledAt: r.cancellation.cancelledAt,
          refundPercent: r.cancellation.refundPercent,
          cardRefund: money(r.cancellation.cardRefund),
          cardRefundStatus: r.cancellation.cardRefund > 0 && r.paidWith ? "REFUNDED" : "NONE",
          cardsReturned: r.cancellation.cardsReturned,
        }
      : null,
  };
}

const MESSAGES = {
  SIGN_IN_REQUIRED: "Please sign in to manage your trips.",
  RESERVATION_NOT_FOUND: "This booking is not one of your trips.",
  TRIP_STARTED: "This trip has started: it can no longer be cancelled.",
} as const;

export function cancellationResolvers<R>(data: Db, toReservation: (r: ReservationRecord) => R) {
  const own = (id: string) =>
    data.viewer
      ? data.reservations.find((r) => r.id === id && r.ownerId === data.viewer!.id)
      : undefined;
  const refused = (code: keyof typeof MESSAGES, field: string | null = null) => ({
    reservation: null,
    errors: [{ field, code, message: MESSAGES[code] }],
  });
  return {
    reservation: ({ id }: { id: string }) => {
      const r = own(id);
      return r ? toReservation(r) : null;
    },
    cancelReservation: ({ input }: { input: { reservationId: string } }) => {
      if (!data.viewer) return refused("SIGN_IN_REQUIRED");
      const r = own(input.reservationId);
      if (!r) return refused("RESERVATION_NOT_FOUND", "reservationId");
      if (r.status === "CANCELLED") return { reservation: toReservation(r), errors: [] };
      const today = todayIso();
      if (r.checkIn <= today) return refused("TRIP_STARTED");
      const percent = refundPercent(r, today);
      const returned =
        percent === 100 ? data.walletCards.filter((c) => r.cardIds.includes(cardId(c))) : [];
      for (const card of returned) {
        card.status = "ACTIVE";
        card.redeemedReservationId = null;
      }
      r.status = "CANCELLED";
      r.cancellation = {
        cancelledAt: new Date().toISOString(),
        refundPercent: percent,
        cardRefund: r.paidWith ? Math.round(r.total * percent) / 100 : 0,
        cardsReturned: returned.map((c) => c.cardCode).sort(),
      };
      return { reservation: toReservation(r), errors: [] };
    },
  };
}

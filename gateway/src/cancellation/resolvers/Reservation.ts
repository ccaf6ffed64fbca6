import type { ReservationResolvers } from "../../__generated__/resolvers-types";
import { reservationModelOf } from "../../booking/booking-model";
import { toMoney } from "../../locale/money";

/** The itinerary's fields, read from the upstream's reservation (older upstreams omit them). */
export const Reservation: ReservationResolvers = {
  paidWith: (reservation) => {
    const paid = reservationModelOf(reservation).entry.payment;
    return paid
      ? {
          cardBrand: paid.card_brand,
          cardLast4: paid.card_last4,
          amount: toMoney(paid.amount, paid.currency),
        }
      : null;
  },
  cancellationTerms: (reservation) => {
    const terms = reservationModelOf(reservation).entry.cancellation_terms;
    return terms
      ? {
          policy: terms.policy_code,
          freeCancellation: terms.free_cancellation,
          freeUntil: terms.free_until,
          feePercent: terms.fee_percent,
          summary: terms.summary,
        }
      : null;
  },
  canCancel: (reservation) => {
    const entry = reservationModelOf(reservation).entry;
    return entry.status === "CONFIRMED" && entry.refund_percent_today != null;
  },
  refundPercentIfCancelledToday: (reservation) =>
    reservationModelOf(reservation).entry.refund_percent_today ?? null,
  cancellation: (reservation) => {
    const c = reservationModelOf(reservation).entry.cancellation;
    return c
      ? {
          cancelledAt: c.cancelled_at,
          refundPercent: c.refund_percent,
          cardRefund: toMoney(c.card_refund, c.currency),
          cardRefundStatus: c.card_refund_status,
          cardsReturned: c.cards_returned,
        }
      : null;
  },
};

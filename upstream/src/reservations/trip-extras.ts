/**
 * What an itinerary shows of a reservation beyond the booking itself: the card that paid, the
 * cancellation terms while it can still be cancelled, and its cancellation once cancelled (what
 * was refunded, to where, and the wallet cards given back).
 */
import { sql } from "kysely";
import { kyselyOf, type Queryable } from "../db/db";
import { findCancellations, releasedCards, reservationPolicies } from "../cancellations/store";
import { cancellationTerms, refundPercent, type CancellationTerms } from "../inventory/policy";

export interface ReservationPayment {
  card_brand: string;
  card_last4: string;
  amount: number;
  currency: string;
}

export interface ReservationCancellation {
  cancelled_at: string;
  refund_percent: number;
  currency: string;
  card_refund: number;
  card_refund_status: "NONE" | "PENDING" | "REFUNDED";
  cards_returned: string[];
}

export interface TripExtras {
  travellers: { first_name: string; last_name: string }[];
  contact: { email: string | null; phone: string | null } | null;
  payment: ReservationPayment | null;
  cancellation_terms: CancellationTerms | null;
  /** The share of what was paid that cancelling today gives back; null when it cannot be cancelled. */
  refund_percent_today: number | null;
  cancellation: ReservationCancellation | null;
}

/** The extras of each reservation (CONFIRMED ones starting after `today` get their terms). */
export async function tripExtras(
  db: Queryable,
  reservations: readonly {
    reservation_id: number;
    check_in: string;
    status: string;
    contact_email: string | null;
    contact_phone: string | null;
  }[],
  today: string,
  language: string,
): Promise<Map<number, TripExtras>> {
  const ids = reservations.map((r) => r.reservation_id);
  const extras = new Map<number, TripExtras>();
  if (ids.length === 0) return extras;
  const kysely = kyselyOf(db);
  // one after another: `db` may be a transaction, which takes one query at a time
  const policies = await reservationPolicies(db)
    .select("r.reservation_id")
    .where("r.reservation_id", "in", ids)
    .execute();
  const payments = await kysely
    .selectFrom("checkouts")
    .select([
      "reservation_id",
      "card_brand",
      "card_last4",
      sql<number>`amount_due::float8`.as("amount"),
      "currency",
    ])
    .where("reservation_id", "in", ids)
    .where("status", "=", "CONFIRMED")
    .execute();
  const cancellations = await findCancellations(db, ids);
  const returned = await releasedCards(db, ids);
  const travellers = await kysely
    .selectFrom("reservation_travellers")
    .select(["reservation_id", "first_name", "last_name"])
    .where("reservation_id", "in", ids)
    .orderBy("reservation_id")
    .orderBy("position")
    .execute();
  const language2 = language.slice(0, 2);
  for (const r of reservations) {
    const id = r.reservation_id;
    const policy = policies.find((p) => p.reservation_id === id);
    const paid = payments.find((p) => p.reservation_id === id);
    const cancelled = cancellations.find((c) => c.reservation_id === id);
    const cancellable = policy !== undefined && r.status === "CONFIRMED" && r.check_in > today;
    extras.set(id, {
      travellers: travellers
        .filter((t) => t.reservation_id === id)
        .map(({ first_name, last_name }) => ({ first_name, last_name })),
      contact:
        r.contact_email === null && r.contact_phone === null
          ? null
          : { email: r.contact_email, phone: r.contact_phone },
      payment:
        paid?.card_brand && paid.card_last4
          ? {
              card_brand: paid.card_brand,
              card_last4: paid.card_last4,
              amount: paid.amount,
              currency: paid.currency,
            }
          : null,
      cancellation_terms: cancellable
        ? cancellationTerms(policy, r.check_in, today, language2)
        : null,
      refund_percent_today: cancellable ? refundPercent(policy, r.check_in, today) : null,
      cancellation:
        cancelled === undefined
          ? null
          : {
              cancelled_at: new Date(cancelled.cancelled_at).toISOString(),
              refund_percent: cancelled.refund_percent,
              currency: cancelled.currency,
              // numeric text to a number, as PostgreSQL's ::float8 reads it
              card_refund: Number(cancelled.card_refund),
              card_refund_status: cancelled.card_refund_status as "NONE" | "PENDING" | "REFUNDED",
              cards_returned: returned.get(id) ?? [],
            },
    });
  }
  return extras;
}

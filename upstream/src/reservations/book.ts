/**
 * Booking an offer in one transaction: the trip's calendar units, the reservation and every card
 * it spends, or nothing.
 *
 * - The calendar (trip-units.ts): every day covered on sale with the units needed (409 SOLD_OUT),
 *   subtotal_usd the calendar's total (409 PRICE_CHANGED); the units are taken in the
 *   transaction, once per request id.
 * - The same (user, request_id) books once: the request is serialised with an advisory lock, and
 *   a request whose reservation exists answers it again (duplicate) without touching any card;
 *   the unique (user_id, request_id) is the database's guarantee.
 * - Cards are locked in id order (no deadlock between two bookings sharing cards), then checked:
 *   a card that is not the user's (or not of the kind sent) or cannot pay for the product is
 *   CARD_NOT_USABLE; a certificate or discount card already spent is CARD_ALREADY_USED. A
 *   certificate or discount card is redeemed by a conditional UPDATE (ACTIVE and not redeemed);
 *   a cash card's balance is reduced only when it covers amount_used, the organisation accepts
 *   cash cards and it is no more than remains to pay, each spend recorded (see cash-card.ts).
 *   A certificate of the
 *   organisation's catalogue (org_certificate, the default bought at booking) is recorded as the
 *   user's card, copied from the catalogue row, REDEEMED by the reservation.
 * - An agent's quote named by agent_quote_id becomes BOOKED by the reservation in the same
 *   transaction when it is the agent's open quote of exactly this trip; else 409 QUOTE_NOT_OPEN.
 */
import { lockOpenQuote, markQuoteBooked } from "../agent/store";
import type { Db, Queryable } from "../db/db";
import { HttpError } from "../http/http-error";
import type { OfferRow } from "../offers/store";
import { SITE_ORG_ID } from "../site/organisation";
import { cardRefusal, REFUSAL_TEXT } from "../wallet/card-rules";
import {
  lockCard,
  recordBoughtCertificate,
  redeemCard,
  spendCash,
  type StoredCard,
} from "../wallet/store";
import {
  checkCashBalance,
  checkCashCardsAllowed,
  checkCashWithinDue,
  cashNotCovered,
  recordCashSpend,
} from "./cash-card";
import type { ReservationInput, UsedCardInput } from "./payloads";
import { newReference } from "./reference";
import { takeTripUnits } from "./trip-units";
import {
  insertReservation,
  insertReservationCard,
  insertTravellers,
  lockRequest,
  readReservations,
  reservationOfRequest,
  type ReservationCard,
  type ReservationRow,
} from "./store";

export const CARD_ALREADY_USED = "CARD_ALREADY_USED";
export const CARD_NOT_USABLE = "CARD_NOT_USABLE";
export const QUOTE_NOT_OPEN = "QUOTE_NOT_OPEN";

const notUsable = (code: string, why: string) =>
  new HttpError(409, `Card ${code} cannot be used for this booking: ${why}`, CARD_NOT_USABLE);
const alreadyUsed = (code: string) =>
  new HttpError(409, `Card ${code} has already been used`, CARD_ALREADY_USED);

export interface Booking {
  userId: number;
  input: ReservationInput;
  offer: OfferRow;
  checkIn: string;
  checkOut: string | null;
  now: Date;
  /** Draws a reference (tests may force collisions). */
  reference?: () => string;
  /** The content language the answer's offer texts are in (default English). */
  language?: string;
}

/** Whether a locked card is the one sent: the user's (catalogue: the site's), of that kind and code. */
function isTheCardSent(card: StoredCard, used: UsedCardInput, userId: number): boolean {
  if (card.card_code.toUpperCase() !== used.card_code) return false;
  if (used.kind === "org_certificate")
    return card.user_id === null && card.org_id === SITE_ORG_ID && card.kind === "certificate";
  return card.user_id === userId && card.kind === used.kind;
}

const isSpent = (card: StoredCard) =>
  card.kind !== "cash" &&
  (card.redeemed_reservation_id !== null || card.status.trim().toUpperCase() === "REDEEMED");

/** Spends one card on the reservation; the line recorded for it. */
async function spendCard(
  tx: Queryable,
  card: StoredCard | null,
  used: UsedCardInput,
  booking: Booking,
  reservationId: number,
): Promise<ReservationCard> {
  const { userId, offer, now } = booking;
  if (card === null || !isTheCardSent(card, used, userId)) {
    throw used.kind === "org_certificate"
      ? notUsable(used.card_code, "the organisation offers no such certificate")
      : notUsable(used.card_code, "it is not in your wallet");
  }
  if (isSpent(card)) throw alreadyUsed(used.card_code);
  const today = now.toISOString().slice(0, 10);
  const refusal = cardRefusal(card, offer.product_code, today);
  // a cash card asked for nothing needs no balance
  if (
    refusal !== null &&
    !(card.kind === "cash" && refusal === "NO_AMOUNT" && used.amount_used === 0)
  )
    throw notUsable(used.card_code, REFUSAL_TEXT[refusal]);
  const line = (paymentCardId: number): ReservationCard => ({
    card_code: card.card_code,
    payment_card_id: paymentCardId,
    kind: used.kind,
    name: card.name,
    amount_used: used.amount_used,
  });
  switch (used.kind) {
    case "certificate":
    case "discount":
      if (
        !(await redeemCard(
          tx,
          { paymentCardId: card.payment_card_id, userId, kind: used.kind },
          reservationId,
          now,
        ))
      )
        throw alreadyUsed(used.card_code);
      return line(card.payment_card_id);
    case "cash": {
      checkCashBalance(card, used);
      if (used.amount_used === 0) return line(card.payment_card_id);
      const balanceAfter = await spendCash(
        tx,
        { paymentCardId: card.payment_card_id, userId },
        used.amount_used,
      );
      if (balanceAfter === null) throw cashNotCovered(used.card_code);
      await recordCashSpend(tx, {
        reservationId,
        card,
        amount: used.amount_used,
        balanceAfter,
        at: now,
      });
      return line(card.payment_card_id);
    }
    case "org_certificate": {
      const bought = await recordBoughtCertificate(
        tx,
        card.payment_card_id,
        userId,
        reservationId,
        now,
      );
      return line(bought.payment_card_id);
    }
  }
}

/** Locks the agent's open quote of this very trip, or refuses the booking (409 QUOTE_NOT_OPEN). */
async function lockQuote(tx: Queryable, booking: Booking, quoteId: number): Promise<void> {
  const { input, userId, now } = booking;
  const open = await lockOpenQuote(tx, {
    agentId: userId,
    quoteId,
    today: now.toISOString().slice(0, 10),
    trip: {
      offerId: booking.offer.offer_id,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      guests: input.guests,
      rooms: input.rooms,
    },
  });
  if (!open)
    throw new HttpError(
      409,
      `Quote ${quoteId} is not your open quote of this trip (offer, dates, guests and rooms)`,
      QUOTE_NOT_OPEN,
    );
}

/** Books, or finds the booking of the same request; the reservation and whether it existed. */
export async function bookOffer(
  db: Db,
  booking: Booking,
): Promise<{ reservation: ReservationRow; duplicate: boolean }> {
  const { userId, input, now } = booking;
  const { id, duplicate } = await db.transaction(async (tx) => {
    await lockRequest(tx, userId, input.request_id);
    const existing = await reservationOfRequest(tx, userId, input.request_id);
    if (existing !== null) return { id: existing, duplicate: true };
    // an agent's quote must be open for this trip; then the calendar: a sold-out day or
    // another price books nothing
    const quoteId = input.agent_quote_id ?? null;
    if (quoteId !== null) await lockQuote(tx, booking, quoteId);
    const taken = await takeTripUnits(tx, booking);
    let reservationId: number | null = null;
    for (let attempt = 0; reservationId === null; attempt++) {
      if (attempt === 8) throw new Error("could not draw a free reservation reference");
      reservationId = await insertReservation(tx, {
        reference: (booking.reference ?? newReference)(),
        userId,
        requestId: input.request_id,
        offerId: booking.offer.offer_id,
        checkIn: booking.checkIn,
        checkOut: booking.checkOut,
        guests: input.guests,
        rooms: input.rooms,
        currency: input.currency,
        total: input.total,
        subtotalUsd: input.subtotal_usd,
        totalUsd: input.total_usd,
        bookedAt: now,
        contactEmail: input.contact?.email ?? null,
        contactPhone: input.contact?.phone ?? null,
        unitsTaken: taken.units,
        unitsEndDay: taken.endDay,
      });
    }
    // a checkout kept before travellers were named has none
    await insertTravellers(tx, reservationId, input.travellers ?? []);
    if (quoteId !== null) await markQuoteBooked(tx, quoteId, reservationId);
    // lock every card first, in id order, then spend them in the order sent
    const locked = new Map<number, StoredCard | null>();
    for (const cardId of input.cards.map((c) => c.payment_card_id).sort((a, b) => a - b))
      locked.set(cardId, await lockCard(tx, cardId));
    await checkCashCardsAllowed(tx, input.cards);
    await checkCashWithinDue(tx, input, locked);
    for (const [position, used] of input.cards.entries()) {
      const line = await spendCard(
        tx,
        locked.get(used.payment_card_id) ?? null,
        used,
        booking,
        reservationId,
      );
      await insertReservationCard(tx, reservationId, position, line);
    }
    return { id: reservationId, duplicate: false };
  });
  const [reservation] = await readReservations(db, userId, id, booking.language);
  if (reservation === undefined) throw new Error(`reservation ${id} vanished`);
  return { reservation, duplicate };
}

/**
 * Booking with a card payment (issue 16), in two steps around the provider's page:
 *
 * 1. start: the booking request is kept as a checkout, and the provider is asked for a payment
 *    of what is left to pay after the wallet (`total`, in the booking's currency; the same
 *    request id answers the same checkout and the same payment). A new checkout of a trip that
 *    is sold out or whose calendar total is not subtotal_usd is refused first (409 SOLD_OUT,
 *    PRICE_CHANGED: nobody pays for it). A booking with nothing left to pay is booked at once,
 *    without a payment.
 * 2. complete (the traveller back from the provider's page, or the provider's notification):
 *    the payment is read from the provider, never taken from the caller. Succeeded: the
 *    reservation is booked with the kept request (its request id books once), the checkout is
 *    CONFIRMED by exactly one caller, who queues the confirmation mail. Cancelled: CANCELLED.
 *    Still to pay: unchanged, with the provider's last error. A paid checkout that can no longer
 *    book (a card spent meanwhile, the offer gone, the last units sold meanwhile) is FAILED and its payment refunded in full.
 */
import { toMinorUnits } from "@travel/schema/money";
import { findAccountById } from "../accounts/store";
import type { Db } from "../db/db";
import { HttpError } from "../http/http-error";
import { queueMail } from "../mail/store";
import type { OfferRow } from "../offers/store";
import type { PaymentProviderClient, ProviderPayment } from "../payments/provider-client";
import { bookOffer } from "../reservations/book";
import type { ReservationInput } from "../reservations/payloads";
import { readReservations, type ReservationRow } from "../reservations/store";
import { checkedTripPrice } from "../reservations/trip-units";
import { confirmationMail } from "./confirmation-mail";
import {
  attachPayment,
  bookingOf,
  checkoutOfRequest,
  insertCheckout,
  moveCheckout,
  readCheckout,
  type CheckoutRow,
} from "./store";

export interface CheckoutDeps {
  db: Db;
  payments: PaymentProviderClient;
  /** The site's base URL (SITE_URL): the return page and the mail's link are on it. */
  siteUrl: string;
  /** Where the provider notifies this upstream of a settled payment. */
  notifyUrl: () => string;
  now: () => Date;
}

/** What the checkout routes answer. */
export interface CheckoutAnswer {
  checkout: CheckoutRow;
  reservation: ReservationRow | null;
}

export interface StartCheckout {
  userId: number;
  /** Where the traveller comes back to (an http(s) page of the site); SITE_URL's by default. */
  returnPage?: string;
  input: ReservationInput;
  offer: OfferRow;
  checkIn: string;
  checkOut: string | null;
  language: string;
}

/**
 * The site's page the provider sends the traveller back to, with the checkout's id: the page
 * the gateway named (the site the traveller is on), else SITE_URL's /checkout/return.
 */
export function returnUrlOf(siteUrl: string, checkoutId: string, returnPage?: string): string {
  const url = new URL(returnPage ?? `${siteUrl}/checkout/return`);
  url.searchParams.set("checkout", checkoutId);
  return url.href;
}

const paymentDescription = (offer: OfferRow, input: ReservationInput) =>
  `${offer.name}, ${input.check_in}${input.check_out ? ` – ${input.check_out}` : ""}`.slice(0, 200);

/** A checkout as it stands, with its reservation once it has one. */
export async function checkoutAnswer(
  deps: CheckoutDeps,
  row: CheckoutRow,
  language: string,
): Promise<CheckoutAnswer> {
  const reservation =
    row.reservation_id === null
      ? null
      : ((await readReservations(deps.db, row.user_id, row.reservation_id, language))[0] ?? null);
  return { checkout: row, reservation };
}

/** Step 1; a booking with nothing to pay is booked at once (checkout null then). */
export async function startCheckout(
  deps: CheckoutDeps,
  start: StartCheckout,
): Promise<CheckoutAnswer | { checkout: null; reservation: ReservationRow }> {
  const { input, offer } = start;
  const now = deps.now();
  if (input.total === 0) {
    const { reservation } = await bookOffer(deps.db, { ...start, now });
    return { checkout: null, reservation };
  }
  // a new checkout asks for no payment of a trip that is sold out or priced otherwise now
  if ((await checkoutOfRequest(deps.db, start.userId, input.request_id)) === null)
    await checkedTripPrice(deps.db, start);
  const { row } = await insertCheckout(deps.db, {
    userId: start.userId,
    booking: input,
    returnUrl: (id) => returnUrlOf(deps.siteUrl, id, start.returnPage),
    now,
  });
  if (row.payment_id !== null || row.status !== "AWAITING_PAYMENT")
    return checkoutAnswer(deps, row, start.language);
  // the checkout id is the payment's idempotency key: a retry after a lost answer gets the same
  const payment = await deps.payments.createPayment(
    {
      amountMinor: toMinorUnits(input.total, input.currency),
      currency: input.currency,
      description: paymentDescription(offer, input),
      reference: row.checkout_id,
      returnUrl: row.return_url,
      notifyUrl: deps.notifyUrl(),
    },
    row.checkout_id,
  );
  return checkoutAnswer(
    deps,
    await attachPayment(deps.db, row.checkout_id, payment, now),
    start.language,
  );
}

/** Books the paid checkout; FAILED with a full refund when the booking is refused. */
async function bookPaid(
  deps: CheckoutDeps,
  row: CheckoutRow,
  payment: ProviderPayment,
  offer: OfferRow,
): Promise<CheckoutRow> {
  const booking = bookingOf(row);
  const now = deps.now();
  let reservationId: number;
  try {
    const { reservation } = await bookOffer(deps.db, {
      userId: row.user_id,
      input: booking,
      offer,
      checkIn: booking.check_in,
      checkOut: booking.check_out,
      now,
    });
    reservationId = reservation.reservation_id;
  } catch (error) {
    if (!(error instanceof HttpError) || error.httpStatus >= 500) throw error;
    const failed = await moveCheckout(
      deps.db,
      row.checkout_id,
      { status: "FAILED", failure: error.message, card: payment.card },
      now,
    );
    if (failed !== null)
      await deps.payments.refund(payment.id, undefined, `refund-${row.checkout_id}`);
    return failed ?? readCheckout(deps.db, row.checkout_id);
  }
  return deps.db.transaction(async (tx) => {
    const confirmed = await moveCheckout(
      tx,
      row.checkout_id,
      { status: "CONFIRMED", reservationId, failure: null, card: payment.card },
      now,
    );
    if (confirmed === null) return readCheckout(tx, row.checkout_id);
    const account = await findAccountById(tx, row.user_id);
    const [reservation] = await readReservations(tx, row.user_id, reservationId);
    if (account !== null && reservation !== undefined)
      await queueMail(tx, confirmationMail(deps.siteUrl, account, reservation, payment.card), now);
    return confirmed;
  });
}

/** Step 2: settles the checkout by its payment's state at the provider. */
export async function completeCheckout(
  deps: CheckoutDeps,
  row: CheckoutRow,
  offer: OfferRow,
  language = "en",
): Promise<CheckoutAnswer> {
  if (row.status !== "AWAITING_PAYMENT" || row.payment_id === null)
    return checkoutAnswer(deps, row, language);
  const payment = await deps.payments.getPayment(row.payment_id);
  const now = deps.now();
  let settled: CheckoutRow | null;
  switch (payment.status) {
    case "succeeded":
      settled = await bookPaid(deps, row, payment, offer);
      break;
    case "canceled":
      settled = await moveCheckout(deps.db, row.checkout_id, { status: "CANCELLED" }, now);
      break;
    default:
      // still to pay: the provider's last error (a declined card) is the traveller's to read
      settled = await moveCheckout(
        deps.db,
        row.checkout_id,
        { status: "AWAITING_PAYMENT", failure: payment.lastError?.message ?? null },
        now,
      );
  }
  return checkoutAnswer(deps, settled ?? (await readCheckout(deps.db, row.checkout_id)), language);
}

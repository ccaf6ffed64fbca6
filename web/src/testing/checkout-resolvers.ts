import type { Db, CheckoutRecord } from "./db";
import type { BookingPayload, BookOfferInput } from "./booking-resolvers";
import type { ReservationRecord } from "./wallet-factories";

/**
 * startCheckout, completeCheckout and checkout over the in-memory db, as the gateway answers
 * them: the bookOffer rules first (`prepareBooking`), nothing to pay books at once, else a
 * checkout whose payment a test settles (`CheckoutRecord.payment`) as the traveller would on the
 * provider's page; completing books once.
 */
interface CheckoutDeps {
  prepareBooking: (
    input: BookOfferInput,
  ) =>
    | BookingPayload
    | { total: { amount: number; currency: string }; commit: () => ReservationRecord };
  toReservation: (r: ReservationRecord) => BookingPayload["reservation"];
}

export const PAYMENT_PAGE = "https://payments.test/pay/";

const DECLINED = "Your card was declined.";

export function checkoutResolvers(data: Db, { prepareBooking, toReservation }: CheckoutDeps) {
  const reservationOf = (c: CheckoutRecord) => {
    const r = data.reservations.find((x) => x.id === c.reservationId);
    return r ? toReservation(r) : null;
  };
  const toCheckout = (c: CheckoutRecord) => ({
    id: c.id,
    status: c.status,
    amountDue: { amount: c.amount, currency: c.currency },
    paymentUrl: c.paymentUrl,
    failure: c.status === "AWAITING_PAYMENT" && c.payment === "declined" ? DECLINED : null,
    card: c.payment === "paid" ? { brand: "Visa", last4: "4242" } : null,
    reservation: reservationOf(c),
  });
  const answer = (c: CheckoutRecord) => ({
    checkout: toCheckout(c),
    reservation: reservationOf(c),
    errors: [],
  });
  const notFound = {
    checkout: null,
    reservation: null,
    errors: [{ field: "id", code: "CHECKOUT_NOT_FOUND", message: "Checkout not found" }],
  };

  return {
    startCheckout: ({ input }: { input: BookOfferInput }) => {
      data.bookingCalls.startCheckout.push(input);
      const viewer = data.viewer;
      const earlier = data.checkouts.find(
        (c) => c.ownerId === viewer?.id && c.requestId === input.requestId,
      );
      if (earlier) return answer(earlier);
      const prepared = prepareBooking(input);
      if (!("commit" in prepared)) return { checkout: null, ...prepared };
      if (prepared.total.amount === 0)
        return { checkout: null, reservation: toReservation(prepared.commit()), errors: [] };
      const id = `co_${(data.checkouts.length + 1).toString(16).padStart(24, "0")}`;
      const checkout: CheckoutRecord = {
        id,
        ownerId: viewer!.id,
        requestId: input.requestId,
        input,
        amount: prepared.total.amount,
        currency: prepared.total.currency,
        payment: "open",
        status: "AWAITING_PAYMENT",
        paymentUrl: `${PAYMENT_PAGE}${id}`,
        reservationId: null,
      };
      data.checkouts.push(checkout);
      return answer(checkout);
    },
    completeCheckout: ({ id }: { id: string }) => {
      const checkout = data.checkouts.find((c) => c.id === id && c.ownerId === data.viewer?.id);
      if (!checkout) return notFound;
      if (checkout.status !== "AWAITING_PAYMENT") return answer(checkout);
      if (checkout.payment === "cancelled") checkout.status = "CANCELLED";
      if (checkout.payment === "paid") {
        const prepared = prepareBooking(checkout.input as BookOfferInput);
        if ("commit" in prepared) {
          const booked = prepared.commit();
          booked.paidWith = { brand: "Visa", last4: "4242" };
          checkout.reservationId = booked.id;
          checkout.status = "CONFIRMED";
        } else if (prepared.reservation) {
          checkout.reservationId = prepared.reservation.id;
          checkout.status = "CONFIRMED";
        } else {
          checkout.status = "FAILED";
        }
      }
      return answer(checkout);
    },
    checkout: ({ id }: { id: string }) => {
      const checkout = data.checkouts.find((c) => c.id === id && c.ownerId === data.viewer?.id);
      return checkout ? toCheckout(checkout) : null;
    },
  };
}

/**
 * What a partner app does to book a hotel stay for a traveller: sign in for a token, find a
 * hotel, price the stay, start a checkout with an idempotency key (`requestId`) — and, as a
 * network hiccup would make it, send it again with the same key, which answers the same checkout
 * (one payment) instead of starting a second — send the traveller to the payment provider's page,
 * complete the checkout when they are back (the booking is made once it is paid), then sign out,
 * which revokes the token.
 */
import { randomUUID } from "node:crypto";
import { ApiError, type PartnerClient } from "./client";
import type { CheckoutAnswerFragment } from "./__generated__/graphql";
import {
  CompleteCheckout,
  Hotels,
  Quote,
  SignIn,
  SignOut,
  StartCheckout,
  Viewer,
} from "./operations";

export interface StayRequest {
  email: string;
  password: string;
  destination: string;
  checkIn: string;
  checkOut: string;
  guests: number;
}

/**
 * Sends the traveller to the payment provider's page and resolves once they are back (the
 * provider sends them to `<site>/checkout/return?checkout=<id>`). The partner app never sees the
 * card: the traveller types it on the provider's page.
 */
export type PayOnProviderPage = (paymentUrl: string) => Promise<void>;

export interface BookedStay {
  traveller: string;
  hotel: string;
  total: string;
  checkoutId: string;
  /** The checkout the retry with the same requestId answered. */
  retryCheckoutId: string;
  reservationId: string;
  reference: string;
  /** extensions.code of a call made with the token after signing out. */
  afterSignOut: string;
}

const why = (answer: CheckoutAnswerFragment) =>
  answer.errors.map((e) => `${e.code}: ${e.message}`).join(", ");

export async function bookAStay(
  client: PartnerClient,
  stay: StayRequest,
  pay: PayOnProviderPage,
): Promise<BookedStay> {
  const { signIn } = await client.execute(SignIn, { email: stay.email, password: stay.password });
  if (!signIn.token)
    throw new Error(`sign-in refused: ${signIn.errors.map((e) => e.code).join(", ")}`);
  client.useToken(signIn.token);

  const { viewer } = await client.execute(Viewer);
  if (!viewer?.canBook) throw new Error("this traveller may not book on this site");

  const { offersConnection } = await client.execute(Hotels, { destination: stay.destination });
  const hotel = offersConnection.nodes[0];
  if (!hotel) throw new Error(`no hotel in ${stay.destination}`);

  const trip = {
    offerId: hotel.id,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    guests: stay.guests,
  };
  const { quote } = await client.execute(Quote, { trip });
  if (!quote?.canBook) throw new Error(`${hotel.name} cannot be booked for these dates`);

  // One key per booking attempt, sent again with every retry of it.
  const requestId = randomUUID();
  const booking = { trip, requestId, expectedTotal: Number(quote.total.decimal) };
  const { startCheckout: started } = await client.execute(StartCheckout, booking);
  if (started.errors.length > 0) throw new Error(`checkout refused: ${why(started)}`);
  const { startCheckout: retry } = await client.execute(StartCheckout, booking);

  // Nothing left to pay (the wallet covered it) books at once; else the traveller pays first.
  let reservation = started.reservation;
  const checkout = started.checkout;
  if (checkout && !reservation) {
    if (!checkout.paymentUrl) throw new Error("the payment provider gave no payment page");
    await pay(checkout.paymentUrl);
    const { completeCheckout: done } = await client.execute(CompleteCheckout, {
      id: checkout.id,
    });
    if (done.errors.length > 0) throw new Error(`checkout not completed: ${why(done)}`);
    if (done.checkout?.status !== "CONFIRMED" || !done.reservation)
      throw new Error(
        `not booked: checkout ${done.checkout?.status ?? "unknown"}` +
          (done.checkout?.failure ? ` (${done.checkout.failure})` : ""),
      );
    reservation = done.reservation;
  }
  if (!reservation) throw new Error("the checkout answered neither a payment page nor a booking");

  await client.execute(SignOut);
  let afterSignOut = "answered";
  try {
    await client.execute(Viewer);
  } catch (error) {
    afterSignOut = error instanceof ApiError ? error.code : String(error);
  }
  client.useToken(null);

  return {
    traveller: viewer.email,
    hotel: hotel.name,
    total: quote.total.formatted,
    checkoutId: checkout?.id ?? "(none: nothing left to pay)",
    retryCheckoutId: retry.checkout?.id ?? (why(retry) || "(none: nothing left to pay)"),
    reservationId: reservation.id,
    reference: reservation.reference,
    afterSignOut,
  };
}

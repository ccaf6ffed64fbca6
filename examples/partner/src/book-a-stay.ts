/**
 * What a partner app does to book a hotel stay for a traveller: sign in for a token, find a
 * hotel, price the stay, book it with an idempotency key — and, as a network hiccup would make
 * it, send the booking again with the same key, which answers the same reservation instead of
 * booking twice — then sign out, which revokes the token.
 */
import { randomUUID } from "node:crypto";
import { ApiError, type PartnerClient } from "./client";
import { Book, Hotels, Quote, SignIn, SignOut, Viewer } from "./operations";

export interface StayRequest {
  email: string;
  password: string;
  destination: string;
  checkIn: string;
  checkOut: string;
  guests: number;
}

export interface BookedStay {
  traveller: string;
  hotel: string;
  total: string;
  reservationId: string;
  reference: string;
  /** The reservation the retry with the same requestId answered. */
  retryReservationId: string;
  /** extensions.code of a call made with the token after signing out. */
  afterSignOut: string;
}

export async function bookAStay(client: PartnerClient, stay: StayRequest): Promise<BookedStay> {
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
  const first = await client.execute(Book, booking);
  const reservation = first.bookOffer.reservation;
  if (!reservation)
    throw new Error(`booking refused: ${first.bookOffer.errors.map((e) => e.code).join(", ")}`);
  const retry = await client.execute(Book, booking);

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
    reservationId: reservation.id,
    reference: reservation.reference,
    retryReservationId:
      retry.bookOffer.reservation?.id ??
      retry.bookOffer.errors.map((e) => `${e.code}: ${e.message}`).join(", "),
    afterSignOut,
  };
}

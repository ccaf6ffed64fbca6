/**
 * A booking's trip against the offer's calendar (inventory/trip-price.ts, the search's rule, with
 * the rooms booked): every day covered on sale with the units needed, else 409 SOLD_OUT naming the day;
 * subtotal_usd the calendar's total, else 409 PRICE_CHANGED naming it; then, in the booking's
 * transaction, the units taken from every day at once.
 */
import { roundMoney } from "@travel/schema/money";
import { sql } from "kysely";
import { kyselyOf, type Queryable } from "../db/db";
import { HttpError } from "../http/http-error";
import { priceTrip, takeUnits, type TripPrice } from "../inventory/trip-price";
import { OFFER_NOT_FOUND } from "../offers/routes";
import type { ReservationInput } from "./payloads";

export const SOLD_OUT = "SOLD_OUT";
export const PRICE_CHANGED = "PRICE_CHANGED";

export interface BookedTrip {
  input: Pick<ReservationInput, "offer_id" | "guests" | "rooms" | "subtotal_usd">;
  checkIn: string;
  checkOut: string | null;
}

const soldOut = (price: TripPrice) =>
  new HttpError(409, price.refusal?.message ?? "The offer is not available", SOLD_OUT);

/** The trip's calendar price when it can be booked at the subtotal sent; else the 409. */
export async function checkedTripPrice(db: Queryable, trip: BookedTrip): Promise<TripPrice> {
  const price = await priceTrip(db, trip.input.offer_id, trip.checkIn, trip.checkOut, {
    guests: trip.input.guests,
    rooms: trip.input.rooms,
  });
  if (price === null) throw new HttpError(404, OFFER_NOT_FOUND);
  if (!price.available || price.total_usd === null) throw soldOut(price);
  const now = roundMoney(price.total_usd, "USD");
  const sent = roundMoney(trip.input.subtotal_usd, "USD");
  if (!now.eq(sent))
    throw new HttpError(
      409,
      `The price of this trip is now ${now.toFixed(2)} USD, not ${sent.toFixed(2)}`,
      PRICE_CHANGED,
    );
  return price;
}

/**
 * Checks the trip and takes its units in `tx` (the booking's transaction); a day taken by a
 * concurrent booking meanwhile is SOLD_OUT, and the transaction rolls back what was taken.
 */
export async function takeTripUnits(tx: Queryable, trip: BookedTrip): Promise<TakenUnits> {
  const price = await checkedTripPrice(tx, trip);
  if (await takeUnits(tx, price)) return { units: price.units_needed, endDay: price.end_day };
  const now = await checkedTripPrice(tx, trip);
  throw soldOut(now);
}

/** What a booking took of every day from its check-in to the day before `endDay`. */
export interface TakenUnits {
  units: number;
  endDay: string;
}

/** Gives a cancelled reservation's units back to its offer's calendar (none when it took none). */
export async function giveBackTripUnits(
  tx: Queryable,
  reservation: {
    offer_id: number;
    check_in: string;
    units_taken: number;
    units_end_day: string | null;
  },
): Promise<void> {
  if (reservation.units_taken === 0 || reservation.units_end_day === null) return;
  await sql`UPDATE offer_calendar SET units_left = units_left + ${reservation.units_taken}::int
    WHERE offer_id = ${reservation.offer_id}::int AND day >= ${reservation.check_in}::date
      AND day < ${reservation.units_end_day}::date`.execute(kyselyOf(tx));
}

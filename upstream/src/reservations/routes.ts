/**
 * REST route of reservations (spec §7 "POST /api/reservations, json with token"): the session
 * token travels in the body's `token` (an `Authorization: Bearer` header is accepted too);
 * `action` list gives the user's reservations, find the one booked with a request id, create
 * books an offer (see book.ts). A create whose request id already booked answers that booking
 * before anything else is checked: a retry gets the first result even when the trip's dates have
 * passed, the offer is gone or the price has changed since.
 */
import { bodySessionHeader } from "../accounts/body-session";
import { requireSession } from "../accounts/sessions";
import type { Db } from "../db/db";
import { badRequest, HttpError } from "../http/http-error";
import { ok, type ApiRequest, type Route } from "../http/router";
import { OFFER_NOT_FOUND } from "../offers/routes";
import { findOffer } from "../offers/store";
import { currencyExists } from "../reference/store";
import { UNKNOWN_CURRENCY } from "../wallet/routes";
import { checked } from "../wallet/payloads";
import { bookOffer } from "./book";
import { parseAction, parseReservationInput, requestIdField, tripDates } from "./payloads";
import { mayBook, readReservations, reservationOfRequest } from "./store";

export const BOOKING_NOT_ALLOWED = "BOOKING_NOT_ALLOWED";

/**
 * A booking request checked as create checks it (spec §7 reservations): the input's rules, a
 * known currency, the offer (404), its dates, and whether the account may book (403).
 */
export async function bookingRequest(db: Db, request: ApiRequest, userId: number, at: Date) {
  const input = checked(() => parseReservationInput(request.body, at.toISOString().slice(0, 10)));
  if (!(await currencyExists(db, input.currency))) throw badRequest(UNKNOWN_CURRENCY);
  const offer = await findOffer(db, input.offer_id);
  if (offer === null) throw new HttpError(404, OFFER_NOT_FOUND);
  const trip = checked(() => tripDates(input, offer));
  if (!(await mayBook(db, userId)))
    throw new HttpError(403, "This account may not book", BOOKING_NOT_ALLOWED);
  return {
    userId,
    // the rooms as booked: 1 but for NIGHT and WEEK offers (a checkout keeps this input)
    input: { ...input, rooms: trip.rooms },
    offer,
    checkIn: trip.check_in,
    checkOut: trip.check_out,
  };
}

export function reservationRoutes(db: Db, now: () => Date): Route[] {
  return [
    {
      method: "POST",
      path: "/api/reservations",
      handler: async (request) => {
        const session = await requireSession(db, bodySessionHeader(request), now());
        const userId = session.account_id;
        const action = checked(() => parseAction(request.body));
        if (action === "list")
          return ok({
            status: 1,
            data: { data: await readReservations(db, userId, null, request.language) },
          });
        const requestId = checked(() => requestIdField(request.body));
        const earlier = await reservationOfRequest(db, userId, requestId);
        const booked =
          earlier === null
            ? null
            : ((await readReservations(db, userId, earlier, request.language))[0] ?? null);
        if (action === "find") return ok({ status: 1, reservation: booked });
        if (booked !== null) return ok({ status: 1, duplicate: true, data: booked });
        const at = now();
        const booking = await bookingRequest(db, request, userId, at);
        const { reservation, duplicate } = await bookOffer(db, {
          ...booking,
          now: at,
          language: request.language,
        });
        return ok({ status: 1, duplicate, data: reservation });
      },
    },
  ];
}

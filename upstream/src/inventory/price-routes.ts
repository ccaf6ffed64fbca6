/**
 * REST routes of a trip's price (trip-price.ts, the search's rule):
 *
 * - POST /api/offers/price `{ offer_id, check_in, check_out?, guests?, rooms? }` → the trip's
 *   days with their prices and units left, the units it needs, whether it is available (and why
 *   not: NOT_ON_SALE, SOLD_OUT naming the day, TOO_MANY_GUESTS) and its total in USD. The dates
 *   and party are checked as the search checks them, with the same 400 messages; an unknown offer
 *   is 404.
 * - GET /api/offers/{id}/calendar?from=&to= → the offer's day prices and units left from `from`
 *   (default today, not in the past) through `to` (default from + 30; at most 62 days).
 */
import { sql } from "kysely";
import { PayloadError } from "../accounts/payload-fields";
import { kyselyOf, type Db } from "../db/db";
import { HttpError } from "../http/http-error";
import { ok, type Route } from "../http/router";
import { parseOfferId } from "../offers/offer-params";
import { OFFER_NOT_FOUND } from "../offers/routes";
import { checked, idField } from "../wallet/payloads";
import { addDays, daysBetween, isoDay } from "./dates";
import { parseTrip } from "./search-params";
import { offerUnitFacts, priceTrip, type DayPrice } from "./trip-price";

export const MAX_CALENDAR_DAYS = 62;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function queryDay(query: URLSearchParams, field: string, fallback: string): string {
  const value = query.get(field);
  if (value === null || value === "") return fallback;
  if (!DATE.test(value) || new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value)
    throw new PayloadError(`${field} must be a date YYYY-MM-DD`);
  return value;
}

/** The calendar range asked for as of `today`. */
export function parseCalendarRange(query: URLSearchParams, today: string) {
  const from = queryDay(query, "from", today);
  if (from < today) throw new PayloadError("from must not be in the past");
  const to = queryDay(query, "to", addDays(from, 30));
  const span = daysBetween(from, to);
  if (span < 0) throw new PayloadError("to must not be before from");
  if (span >= MAX_CALENDAR_DAYS)
    throw new PayloadError(`to must be less than ${MAX_CALENDAR_DAYS} days after from`);
  return { from, to };
}

async function calendarDays(db: Db, offerId: number, from: string, to: string) {
  const { rows } = await sql<DayPrice>`SELECT to_char(day, 'YYYY-MM-DD') AS day,
      price_usd::float8 AS price_usd, units_left
    FROM offer_calendar WHERE offer_id = ${offerId}::int
      AND day >= ${from}::date AND day <= ${to}::date
    ORDER BY day`.execute(kyselyOf(db));
  return rows;
}

export function priceRoutes(db: Db, now: () => Date): Route[] {
  return [
    {
      method: "POST",
      path: "/api/offers/price",
      handler: async ({ body }) => {
        const offerId = checked(() => idField(body, "offer_id", "an offer id"));
        const facts = await offerUnitFacts(db, offerId);
        if (facts === null) throw new HttpError(404, OFFER_NOT_FOUND);
        const trip = checked(() => parseTrip(body, isoDay(now()), facts.area));
        const checkOut = addDays(trip.checkIn, trip.days);
        const price = await priceTrip(db, offerId, trip.checkIn, checkOut, trip);
        if (price === null) throw new HttpError(404, OFFER_NOT_FOUND);
        return ok({ status: 1, data: price });
      },
    },
    {
      method: "GET",
      path: "/api/offers/{id}/calendar",
      handler: async ({ params, query }) => {
        const id = checked(() => parseOfferId(params?.id));
        const range = checked(() => parseCalendarRange(query, isoDay(now())));
        const facts = await offerUnitFacts(db, id);
        if (facts === null) throw new HttpError(404, OFFER_NOT_FOUND);
        return ok({
          status: 1,
          data: {
            offer_id: id,
            area: facts.area,
            price_unit: facts.unit,
            max_guests: facts.maxGuests,
            from: range.from,
            to: range.to,
            days: await calendarDays(db, id, range.from, range.to),
          },
        });
      },
    },
  ];
}

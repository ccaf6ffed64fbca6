/**
 * One price for a trip, from the offer's calendar: the rule the search, the price endpoint and
 * booking share (areas.ts says how each unit covers days and takes units).
 *
 * - The days a trip covers: every night or rental day from check-in to the day before check-out
 *   (NIGHT, DAY), else the start day alone (WEEK, PERSON, TRIP).
 * - Available: every one of those days on sale (a calendar row) with at least `unitsNeeded`
 *   units left, and the party within the offer's capacity (max_guests per room for NIGHT and
 *   WEEK, per booking otherwise).
 * - total_usd: the sum of the days' prices × priceMultiplier (rooms or guests), rounded to cents.
 *
 * Booking takes the units with one conditional UPDATE over the days (all or nothing), so two
 * bookings of the last unit cannot both succeed.
 */
import type { ContractSchema } from "@travel/schema/rest";
import { sql } from "kysely";
import { kyselyOf, type Queryable } from "../db/db";
import {
  capacityUnits,
  isArea,
  priceMultiplier,
  pricesRange,
  unitsNeeded,
  type Area,
  type Party,
  type PriceUnit,
} from "./areas";
import { addDays, daysBetween } from "./dates";
import { jsonColumn } from "../db/json-column";

/** The calendar days a trip covers: `days` from `checkIn` to the day before `endDay`. */
export interface TripSpan extends Party {
  checkIn: string;
  endDay: string;
  days: number;
}

/** The span of a trip on an offer priced per `unit` (check_out ignored but for NIGHT and DAY). */
export function tripSpan(
  unit: PriceUnit,
  checkIn: string,
  checkOut: string | null,
  party: Party,
): TripSpan {
  const days = pricesRange(unit) && checkOut !== null ? daysBetween(checkIn, checkOut) : 1;
  return { checkIn, endDay: addDays(checkIn, days), days, ...party };
}

/**
 * The aggregates over the calendar rows (alias c) of one offer's span: the trip's total and
 * whether every day is on sale with enough units. Grouped by offer in the search.
 */
export function calendarAggregates(unit: PriceUnit, span: TripSpan) {
  return {
    total: sql<number>`round(sum(c.price_usd) * ${priceMultiplier(unit, span)}::int, 2)::float8`,
    available: sql<boolean>`(count(*) = ${span.days}::int
      AND min(c.units_left) >= ${unitsNeeded(unit, span)}::int)`,
  };
}

/** The party fits the offer: guests ≤ max_guests × rooms (NIGHT, WEEK) or × 1. */
export const fitsCapacity = (unit: PriceUnit, maxGuests: number, party: Party) =>
  maxGuests * capacityUnits(unit, party) >= party.guests;

/** What a trip costs and whether it can be booked (the price endpoint's answer). */
export type TripPrice = ContractSchema<"TripPrice">;
export type DayPrice = ContractSchema<"DayPrice">;
/** Why a trip cannot be booked; `day` is null for the party's size. */
export type TripRefusal = NonNullable<TripPrice["refusal"]>;
export type TripRefusalCode = TripRefusal["code"];

/** The facts of an offer its price depends on; null when there is no such offer. */
export async function offerUnitFacts(
  db: Queryable,
  offerId: number,
): Promise<{ area: Area; unit: PriceUnit; maxGuests: number } | null> {
  const row = await kyselyOf(db)
    .selectFrom("offers")
    .select(["product_code", "price_unit", "max_guests"])
    .where("offer_id", "=", offerId)
    .executeTakeFirst();
  if (row === undefined || !isArea(row.product_code)) return null;
  return { area: row.product_code, unit: row.price_unit as PriceUnit, maxGuests: row.max_guests };
}

/** Why a trip cannot be booked, from its days; null when it can. */
function refusalOf(
  span: TripSpan,
  needed: number,
  days: readonly DayPrice[],
  fits: boolean,
  maxGuests: number,
): TripRefusal | null {
  for (let i = 0; i < span.days; i++) {
    const day = addDays(span.checkIn, i);
    const row = days.find((d) => d.day === day);
    if (row === undefined)
      return { code: "NOT_ON_SALE", day, message: `The offer is not on sale on ${day}` };
    if (row.units_left < needed)
      return {
        code: "SOLD_OUT",
        day,
        message:
          row.units_left === 0
            ? `The offer is sold out on ${day}`
            : `The offer has ${row.units_left} left on ${day}, ${needed} needed`,
      };
  }
  if (!fits)
    return {
      code: "TOO_MANY_GUESTS",
      day: null,
      message: `The offer holds at most ${maxGuests} guests${span.rooms > 1 ? " per room" : ""}`,
    };
  return null;
}

/** The trip's days, total and availability on offer `offerId` (null: no such offer). */
export async function priceTrip(
  db: Queryable,
  offerId: number,
  checkIn: string,
  checkOut: string | null,
  party: Party,
): Promise<TripPrice | null> {
  const facts = await offerUnitFacts(db, offerId);
  if (facts === null) return null;
  const span = tripSpan(facts.unit, checkIn, checkOut, party);
  const { total, available } = calendarAggregates(facts.unit, span);
  const { rows } = await sql<{ total_usd: number | null; available: boolean; days: DayPrice[] }>`
    SELECT ${total} AS total_usd, ${available} AS available,
      coalesce(json_agg(json_build_object('day', to_char(c.day, 'YYYY-MM-DD'),
        'price_usd', c.price_usd::float8, 'units_left', c.units_left) ORDER BY c.day), '[]')
        AS days
    FROM offer_calendar c
    WHERE c.offer_id = ${offerId}::int AND c.day >= ${span.checkIn}::date
      AND c.day < ${span.endDay}::date`.execute(kyselyOf(db));
  const row = rows[0];
  const days = row === undefined ? undefined : jsonColumn<DayPrice[]>(row.days);
  const needed = unitsNeeded(facts.unit, span);
  const fits = fitsCapacity(facts.unit, facts.maxGuests, span);
  const ok = row?.available === true && fits;
  return {
    offer_id: offerId,
    area: facts.area,
    price_unit: facts.unit,
    check_in: span.checkIn,
    end_day: span.endDay,
    guests: span.guests,
    rooms: span.rooms,
    available: ok,
    total_usd: ok ? (row?.total_usd ?? null) : null,
    units_needed: needed,
    days: days ?? [],
    refusal: ok
      ? null
      : (refusalOf(span, needed, days ?? [], fits, facts.maxGuests) ?? {
          code: "SOLD_OUT",
          day: null,
          message: "The offer is not available for these dates",
        }),
  };
}

/**
 * Takes the trip's units from the calendar: every day covered with at least the units needed,
 * or none (false; the caller's transaction rolls back whatever was taken).
 */
export async function takeUnits(tx: Queryable, price: TripPrice): Promise<boolean> {
  const result =
    await sql`UPDATE offer_calendar SET units_left = units_left - ${price.units_needed}::int
    WHERE offer_id = ${price.offer_id}::int AND day >= ${price.check_in}::date
      AND day < ${price.end_day}::date AND units_left >= ${price.units_needed}::int`.execute(
      kyselyOf(tx),
    );
  return Number(result.numAffectedRows ?? 0) === daysBetween(price.check_in, price.end_day);
}

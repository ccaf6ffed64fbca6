import { number, object, string } from "yup";
import {
  MAX_GUESTS,
  MAX_NIGHTS,
  MIN_GUESTS,
  nightsBetween,
  parseIsoDate,
} from "@travel/schema/wallet";
import type { PriceUnit } from "../../__generated__/graphql";
import type { LabelKey } from "../../lib/i18n";

export { MAX_GUESTS, MAX_NIGHTS, MIN_GUESTS };

/** The trip fields of the booking form (the guests as the select gives them). */
export interface TripValues {
  checkIn: string;
  checkOut: string;
  guests: string;
}

/** Messages are label keys, translated where they are shown (with the earliest date, the maximum). */
const msg = (key: LabelKey) => key;

/**
 * The rules of a trip: a check-in day not before `minCheckIn` (today plus the site's
 * minCheckinDays, spec §9); for NIGHT offers a check-out after it, at most 30 nights later;
 * 1 to 10 guests.
 */
export function tripSchema(minCheckIn: string, priceUnit: PriceUnit) {
  const checkOut =
    priceUnit === "NIGHT"
      ? string()
          .required(msg("booking.invalid.checkOutRequired"))
          .test("is-day", msg("booking.invalid.checkOutRequired"), (v) => parseIsoDate(v) !== null)
          .test("after-check-in", msg("booking.invalid.checkOutBeforeCheckIn"), (v, ctx) => {
            const nights = nightsBetween(String(ctx.parent.checkIn), v);
            return nights === null || nights > 0;
          })
          .test("max-nights", msg("booking.invalid.tooManyNights"), (v, ctx) => {
            const nights = nightsBetween(String(ctx.parent.checkIn), v);
            return nights === null || nights <= MAX_NIGHTS;
          })
      : string();
  return object({
    checkIn: string()
      .required(msg("booking.invalid.checkInRequired"))
      .test("is-day", msg("booking.invalid.checkInRequired"), (v) => parseIsoDate(v) !== null)
      .test("not-before-min", msg("booking.invalid.checkInTooEarly"), (v) => v >= minCheckIn),
    checkOut,
    guests: number()
      .typeError(msg("booking.invalid.guests"))
      .required(msg("booking.invalid.guests"))
      .integer(msg("booking.invalid.guests"))
      .min(MIN_GUESTS, msg("booking.invalid.guests"))
      .max(MAX_GUESTS, msg("booking.invalid.guests")),
  });
}

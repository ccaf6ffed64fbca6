import { number, object, string } from "yup";
import {
  MAX_GUESTS,
  MAX_NIGHTS,
  MIN_GUESTS,
  isoWeekday,
  nightsBetween,
  parseIsoDate,
} from "@travel/schema/wallet";
import { hasEndDate, MAX_ROOMS, type SearchArea } from "../../lib/offer-areas";
import type { LabelKey } from "../../lib/i18n";

export { MAX_GUESTS, MAX_NIGHTS, MIN_GUESTS, MAX_ROOMS };

/** The trip fields of the booking form (the guests and rooms as the selects give them). */
export interface TripValues {
  checkIn: string;
  checkOut: string;
  guests: string;
  rooms: string;
}

/** Messages are label keys, translated where they are shown (with the earliest date, the maximum). */
const msg = (key: LabelKey) => key;

/** What the rules of a trip depend on besides its values. */
export interface TripRules {
  /** Today plus the site's minCheckinDays (spec §9). */
  minCheckIn: string;
  area: SearchArea;
  /** Most guests a room (unit) holds, or a booking brings (Offer.maxGuests). */
  maxGuests: number;
  /** A week offer's start weekday (ISO: 1 Monday … 7 Sunday) when known; null otherwise. */
  startWeekday: number | null;
}

/**
 * The rules of a trip, as the contract has them (schema/booking.graphql TripInput): a check-in
 * day not before `minCheckIn`; for stays and rentals an end after it, at most 30 days later;
 * a week on its start weekday; 1 to 9 guests and no more than the offer takes (maxGuests per
 * room for stays and weeks); rooms 1 to 5 and not more than guests.
 */
export function tripSchema({ minCheckIn, area, maxGuests, startWeekday }: TripRules) {
  const rental = area.dates === "rental";
  const endRequired = msg(
    rental ? "booking.invalid.dropOffRequired" : "booking.invalid.checkOutRequired",
  );
  const checkOut = hasEndDate(area)
    ? string()
        .required(endRequired)
        .test("is-day", endRequired, (v) => parseIsoDate(v) !== null)
        .test(
          "after-check-in",
          msg(
            rental
              ? "booking.invalid.dropOffBeforePickUp"
              : "booking.invalid.checkOutBeforeCheckIn",
          ),
          (v, ctx) => {
            const nights = nightsBetween(String(ctx.parent.checkIn), v);
            return nights === null || nights > 0;
          },
        )
        .test(
          "max-nights",
          msg(rental ? "booking.invalid.tooManyDays" : "booking.invalid.tooManyNights"),
          (v, ctx) => {
            const nights = nightsBetween(String(ctx.parent.checkIn), v);
            return nights === null || nights <= MAX_NIGHTS;
          },
        )
    : string();
  const rooms = area.rooms
    ? number()
        .typeError(msg("booking.invalid.rooms"))
        .required(msg("booking.invalid.rooms"))
        .integer(msg("booking.invalid.rooms"))
        .min(1, msg("booking.invalid.rooms"))
        .max(MAX_ROOMS, msg("booking.invalid.rooms"))
        .test("not-over-guests", msg("booking.invalid.roomsOverGuests"), (v, ctx) => {
          const guests = Number(ctx.parent.guests);
          return !Number.isInteger(guests) || v <= guests;
        })
    : string();
  let checkIn = string()
    .required(msg("booking.invalid.checkInRequired"))
    .test("is-day", msg("booking.invalid.checkInRequired"), (v) => parseIsoDate(v) !== null)
    .test("not-before-min", msg("booking.invalid.checkInTooEarly"), (v) => v >= minCheckIn);
  if (startWeekday !== null) {
    checkIn = checkIn.test(
      "start-weekday",
      msg("booking.invalid.weekday"),
      (v) => isoWeekday(v) === null || isoWeekday(v) === startWeekday,
    );
  }
  return object({
    checkIn,
    checkOut,
    guests: number()
      .typeError(msg("booking.invalid.guests"))
      .required(msg("booking.invalid.guests"))
      .integer(msg("booking.invalid.guests"))
      .min(MIN_GUESTS, msg("booking.invalid.guests"))
      .max(MAX_GUESTS, msg("booking.invalid.guests"))
      .test(
        "not-over-max",
        msg(area.rooms ? "booking.invalid.guestsOverRooms" : "booking.invalid.guestsOverMax"),
        (v, ctx) => {
          const units = area.rooms ? Number(ctx.parent.rooms) : 1;
          return !Number.isInteger(units) || units < 1 || v <= maxGuests * units;
        },
      ),
    rooms,
  });
}

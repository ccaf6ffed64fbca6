import { number, object, string } from "yup";
import { nightsBetween, parseIsoDate } from "@travel/schema/wallet";
import type { LabelKey } from "../../lib/i18n";
import { hasEndDate, type SearchArea } from "../../lib/offer-areas";
import { MAX_DAYS, MAX_GUESTS, MAX_ROOMS, MIN_GUESTS, type SearchState } from "./search-params";

/** The search form's fields, as its inputs give them. */
export type SearchFormValues = Pick<
  SearchState,
  "destinationId" | "destination" | "originId" | "origin" | "checkIn" | "checkOut"
> & { guests: string; rooms: string };

/** Messages are label keys, translated where they are shown (with the earliest day, the maximum). */
const msg = (key: LabelKey) => key;

/**
 * The rules of a search, as the contract's `OfferSearchInput` states them: a start day not before
 * `minCheckIn` (today plus the site's minCheckinDays, spec §4); for stays and cars an end day
 * after it, at most 30 days later; 1 to 9 guests; 1 to 5 rooms and not more than the guests.
 */
export function searchSchema(area: SearchArea, minCheckIn: string) {
  const missing = msg(
    area.dates === "rental" ? "search.invalid.dropOff" : "search.invalid.checkOut",
  );
  const endDay = string()
    .required(missing)
    .test("is-day", missing, (v) => parseIsoDate(v) !== null)
    .test("after-start", msg("search.invalid.checkOutBeforeCheckIn"), (v, ctx) => {
      const days = nightsBetween(String(ctx.parent.checkIn), v);
      return days === null || days > 0;
    })
    .test("max-days", msg("search.invalid.tooManyDays"), (v, ctx) => {
      const days = nightsBetween(String(ctx.parent.checkIn), v);
      return days === null || days <= MAX_DAYS;
    });
  const count = (key: LabelKey, max: number) =>
    number()
      .typeError(msg(key))
      .required(msg(key))
      .integer(msg(key))
      .min(1, msg(key))
      .max(max, msg(key));
  return object({
    destination: string().max(100, msg("search.invalid.place")),
    origin: string().max(100, msg("search.invalid.place")),
    checkIn: string()
      .required(msg("search.invalid.checkIn"))
      .test("is-day", msg("search.invalid.checkIn"), (v) => parseIsoDate(v) !== null)
      .test("not-before-min", msg("search.invalid.checkInTooEarly"), (v) => v >= minCheckIn),
    checkOut: hasEndDate(area) ? endDay : string(),
    guests: count("search.invalid.guests", MAX_GUESTS).min(
      MIN_GUESTS,
      msg("search.invalid.guests"),
    ),
    rooms: area.rooms
      ? count("search.invalid.rooms", MAX_ROOMS).test(
          "not-over-guests",
          msg("search.invalid.roomsOverGuests"),
          (v, ctx) => v === undefined || v <= Number(ctx.parent.guests),
        )
      : string(),
  });
}

import { addDays, isoWeekday } from "@travel/schema/wallet";
import type { TripValues } from "./trip-schema";

/** Guests on a new booking form. */
const DEFAULT_GUESTS = 2;

/**
 * The booking form's first trip: a search's dates, party and rooms from the address
 * (`?checkIn=…&checkOut=…&guests=…&rooms=…`) when they hold, else the first bookable day (one
 * night or day when the area has an end date; a week's first start weekday from then) for two
 * (fewer when the offer holds fewer).
 */
export function initialTripOf(
  search: string,
  {
    minCheckIn,
    endDate,
    maxGuests,
    rooms,
    startWeekday = null,
    schema,
  }: {
    minCheckIn: string;
    endDate: boolean;
    maxGuests: number;
    rooms: boolean;
    /** A week offer's start weekday (ISO: 1 Monday … 7 Sunday), or null for any day. */
    startWeekday?: number | null;
    schema: { isValidSync: (value: unknown) => boolean };
  },
): TripValues {
  const params = new URLSearchParams(search);
  let firstDay = minCheckIn;
  while (startWeekday !== null && isoWeekday(firstDay) !== startWeekday) {
    firstDay = addDays(firstDay, 1);
  }
  const fallback: TripValues = {
    checkIn: firstDay,
    checkOut: endDate ? addDays(firstDay, 1) : "",
    guests: String(Math.min(DEFAULT_GUESTS, maxGuests)),
    rooms: "1",
  };
  const given: TripValues = {
    checkIn: params.get("checkIn") ?? fallback.checkIn,
    checkOut: endDate ? (params.get("checkOut") ?? fallback.checkOut) : "",
    guests: params.get("guests") ?? fallback.guests,
    rooms: rooms ? (params.get("rooms") ?? fallback.rooms) : fallback.rooms,
  };
  return schema.isValidSync(given) ? given : fallback;
}

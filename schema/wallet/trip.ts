/**
 * Trip checks shared by the booking form and the gateway: dates (spec §9 minimum check-in, a
 * week's start weekday), party size (rooms, and the offer's capacity) and the units an offer's
 * price is counted in.
 */
import { minCheckInDate, parseIsoDate } from "./rules";

/** Longest stay that can be booked at once. */
export const MAX_NIGHTS = 30;
/**
 * Party size limits: one limit for searching, pricing, quoting and booking (the search's guests
 * picker, the agent's quote and the booking all stop at the same number).
 */
export const MIN_GUESTS = 1;
export const MAX_GUESTS = 9;
/** Rooms (NIGHT offers) or units (WEEK offers) of one booking. */
export const MAX_ROOMS = 5;

/** What an offer's price is counted per; the same names as the GraphQL enum `PriceUnit`. */
export type PriceUnit = "NIGHT" | "DAY" | "WEEK" | "PERSON" | "TRIP";

/** Whether a trip of this unit runs from check-in to check-out (nights, rental days). */
export const needsCheckOut = (unit: PriceUnit): boolean => unit === "NIGHT" || unit === "DAY";

/** Whether rooms (NIGHT) or units (WEEK) count for this unit; elsewhere one is booked. */
export const countsRooms = (unit: PriceUnit): boolean => unit === "NIGHT" || unit === "WEEK";

/** The ISO weekday (1 Monday … 7 Sunday) of an ISO date; null when it is not a date. */
export function isoWeekday(date: string): number | null {
  const parsed = parseIsoDate(date);
  return parsed === null ? null : ((parsed.getUTCDay() + 6) % 7) + 1;
}

/** Why a trip cannot be booked; the same codes as `BookOfferPayload.errors`. */
export type TripProblem = "INVALID_DATES" | "INVALID_GUESTS";

/** Nights between two ISO dates; null when either is not a date. */
export function nightsBetween(checkIn: string, checkOut: string): number | null {
  const start = parseIsoDate(checkIn);
  const end = parseIsoDate(checkOut);
  if (!start || !end) return null;
  return Math.round((end.getTime() - start.getTime()) / 86_400_000);
}

export interface TripCheckInput {
  priceUnit: PriceUnit;
  checkIn: string;
  /** Needed for NIGHT and DAY offers; ignored for the others. */
  checkOut?: string | null;
  guests: number;
  /** Rooms (NIGHT) or units (WEEK), 1 when absent; ignored for the other units. */
  rooms?: number | null;
  /** Most guests one room or unit (NIGHT, WEEK) or one booking holds; no limit but MAX_GUESTS when absent. */
  maxGuests?: number | null;
  /** ISO weekday (1 Monday … 7 Sunday) a WEEK offer's week starts on; any day when absent. */
  startWeekday?: number | null;
  /** Today, ISO `YYYY-MM-DD`. */
  today: string;
  /** The site's minCheckinDays. */
  minCheckinDays: number;
}

/** Which trip field a problem is about. */
export type TripField = "checkIn" | "checkOut" | "guests" | "rooms";

/**
 * A problem of a trip and the field it is about; `weekday` when the check-in is not a WEEK
 * offer's start weekday, `limit` (and `perRoom`) when the party is larger than the offer holds.
 */
export interface TripIssue {
  code: TripProblem;
  field: TripField;
  /** The ISO weekday the check-in must be on. */
  weekday?: number;
  /** The most guests the offer takes with the rooms chosen. */
  limit?: number;
  /** The most guests per room or unit, when rooms count. */
  perRoom?: number;
}

/**
 * The first problem of a trip, null when it can be booked: check-in a real date not before today
 * plus minCheckinDays, and a WEEK offer's start weekday; for NIGHT and DAY offers a check-out
 * after check-in, at most MAX_NIGHTS later; guests a whole number from MIN_GUESTS to MAX_GUESTS;
 * for NIGHT and WEEK offers rooms a whole number from 1 to MAX_ROOMS, not more than guests; and
 * guests at most maxGuests × rooms (NIGHT, WEEK) or maxGuests (the others).
 */
export function tripIssue(input: TripCheckInput): TripIssue | null {
  const checkIn = parseIsoDate(input.checkIn);
  if (!checkIn || input.checkIn < minCheckInDate(input.today, input.minCheckinDays)) {
    return { code: "INVALID_DATES", field: "checkIn" };
  }
  const start = input.startWeekday ?? null;
  if (input.priceUnit === "WEEK" && start !== null && isoWeekday(input.checkIn) !== start) {
    return { code: "INVALID_DATES", field: "checkIn", weekday: start };
  }
  if (needsCheckOut(input.priceUnit)) {
    const nights = input.checkOut ? nightsBetween(input.checkIn, input.checkOut) : null;
    if (nights === null || nights < 1 || nights > MAX_NIGHTS) {
      return { code: "INVALID_DATES", field: "checkOut" };
    }
  }
  if (!Number.isInteger(input.guests) || input.guests < MIN_GUESTS || input.guests > MAX_GUESTS) {
    return { code: "INVALID_GUESTS", field: "guests" };
  }
  const perRoom = countsRooms(input.priceUnit);
  const rooms = perRoom ? (input.rooms ?? 1) : 1;
  if (!Number.isInteger(rooms) || rooms < 1 || rooms > MAX_ROOMS || rooms > input.guests) {
    return { code: "INVALID_GUESTS", field: "rooms" };
  }
  const most = input.maxGuests == null ? null : input.maxGuests * rooms;
  if (most !== null && input.guests > most) {
    return {
      code: "INVALID_GUESTS",
      field: "guests",
      limit: most,
      ...(perRoom ? { perRoom: input.maxGuests as number } : {}),
    };
  }
  return null;
}

/** The code of `tripIssue`: INVALID_DATES, INVALID_GUESTS or null. */
export function tripProblem(input: TripCheckInput): TripProblem | null {
  return tripIssue(input)?.code ?? null;
}

/**
 * Units charged: nights for NIGHT offers, rental days for DAY offers, guests for PERSON offers,
 * 1 for WEEK and TRIP offers (call after `tripProblem`; 0 when the days cannot be counted).
 */
export function tripUnits(
  priceUnit: PriceUnit,
  checkIn: string,
  checkOut: string | null | undefined,
  guests: number,
): number {
  if (priceUnit === "PERSON") return guests;
  if (!needsCheckOut(priceUnit)) return 1;
  return (checkOut ? nightsBetween(checkIn, checkOut) : null) ?? 0;
}

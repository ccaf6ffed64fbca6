/**
 * Trip checks shared by the booking form and the gateway: dates (spec §9 minimum check-in), party
 * size and the units an offer's price is counted in.
 */
import { minCheckInDate, parseIsoDate } from "./rules";

/** Longest stay that can be booked at once. */
export const MAX_NIGHTS = 30;
/** Party size limits. */
export const MIN_GUESTS = 1;
export const MAX_GUESTS = 10;

/** What an offer's price is counted per; the same names as the GraphQL enum `PriceUnit`. */
export type PriceUnit = "NIGHT" | "PERSON";

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
  /** Needed for NIGHT offers; ignored for PERSON offers. */
  checkOut?: string | null;
  guests: number;
  /** Today, ISO `YYYY-MM-DD`. */
  today: string;
  /** The site's minCheckinDays. */
  minCheckinDays: number;
}

/** Which trip field a problem is about. */
export type TripField = "checkIn" | "checkOut" | "guests";

/** A problem of a trip and the field it is about. */
export interface TripIssue {
  code: TripProblem;
  field: TripField;
}

/**
 * The first problem of a trip, null when it can be booked: check-in a real date not before today
 * plus minCheckinDays; for NIGHT offers a check-out after check-in, at most MAX_NIGHTS later;
 * guests a whole number from MIN_GUESTS to MAX_GUESTS.
 */
export function tripIssue(input: TripCheckInput): TripIssue | null {
  const checkIn = parseIsoDate(input.checkIn);
  if (!checkIn || input.checkIn < minCheckInDate(input.today, input.minCheckinDays)) {
    return { code: "INVALID_DATES", field: "checkIn" };
  }
  if (input.priceUnit === "NIGHT") {
    const nights = input.checkOut ? nightsBetween(input.checkIn, input.checkOut) : null;
    if (nights === null || nights < 1 || nights > MAX_NIGHTS) {
      return { code: "INVALID_DATES", field: "checkOut" };
    }
  }
  if (!Number.isInteger(input.guests) || input.guests < MIN_GUESTS || input.guests > MAX_GUESTS) {
    return { code: "INVALID_GUESTS", field: "guests" };
  }
  return null;
}

/** The code of `tripIssue`: INVALID_DATES, INVALID_GUESTS or null. */
export function tripProblem(input: TripCheckInput): TripProblem | null {
  return tripIssue(input)?.code ?? null;
}

/**
 * Units charged: nights for NIGHT offers, guests for PERSON offers (call after `tripProblem`;
 * 0 when the nights cannot be counted).
 */
export function tripUnits(
  priceUnit: PriceUnit,
  checkIn: string,
  checkOut: string | null | undefined,
  guests: number,
): number {
  if (priceUnit === "PERSON") return guests;
  return (checkOut ? nightsBetween(checkIn, checkOut) : null) ?? 0;
}

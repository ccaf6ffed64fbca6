/**
 * How a booking is refused (bookOffer, startCheckout): the request id's form, a refusal with its
 * BookingErrorCode and field, and the upstream's refusal codes as the traveller gets them.
 */
import type { BookingErrorCode, ResolversParentTypes } from "../__generated__/resolvers-types";
import { bookingMessages, soldOutMessage } from "./booking-messages";

export type BookOfferPayload = ResolversParentTypes["BookOfferPayload"];

/** Spec'd form of a client request id. */
export const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** A refusal; its code is the SDL's BookingErrorCode (INVALID_DATES has a message per field). */
export const refused = (
  code: BookingErrorCode,
  field: string | null = null,
  message: string = code === "INVALID_DATES"
    ? bookingMessages.INVALID_CHECK_IN
    : bookingMessages[code],
): BookOfferPayload => ({ reservation: null, errors: [{ field, code, message }] });

/** The upstream's refusal codes that reach the traveller as they are. */
const UPSTREAM_CODES: readonly BookingErrorCode[] = [
  "CARD_ALREADY_USED",
  "CARD_NOT_USABLE",
  "CASH_CARD_NOT_ENABLED",
  "CASH_CARD_OVER_BALANCE",
  "CASH_CARD_OVER_DUE",
  "BOOKING_NOT_ALLOWED",
  "SOLD_OUT",
  "PRICE_CHANGED",
  "QUOTE_NOT_OPEN",
];

/** The day (YYYY-MM-DD) an upstream SOLD_OUT message names, or null. */
const dayIn = (result: { message?: string }) =>
  /\b(\d{4}-\d{2}-\d{2})\b/.exec(result.message ?? "")?.[1] ?? null;

/** The upstream's refusal of a booking, as the traveller gets it. */
export function upstreamRefusal(result: {
  code: string | null;
  message?: string;
}): BookOfferPayload {
  const code = UPSTREAM_CODES.find((known) => known === result.code);
  if (!code) return refused("BOOKING_FAILED");
  if (code === "SOLD_OUT") return refused(code, "trip.checkIn", soldOutMessage(dayIn(result)));
  const field = code.startsWith("CASH_CARD_")
    ? "cashCardAmount"
    : code.startsWith("CARD_")
      ? "selection"
      : code === "PRICE_CHANGED"
        ? "expectedTotal"
        : code === "QUOTE_NOT_OPEN"
          ? "agentQuoteId"
          : null;
  return refused(code, field);
}

/**
 * Messages of the bookOffer refusals and of the quote's input errors: plain English sentences
 * (the web app translates them by their stable code, `booking.error.<CODE>`); those naming the
 * offer's limits (guests, a week's start weekday, rooms) are answered in the request's language
 * from the site's labels (localize-message.ts).
 */
import {
  guestLimitMessage,
  INVALID_ROOMS_MESSAGE,
  weekStartMessage,
} from "@travel/schema/validation";
import { MAX_GUESTS, MAX_NIGHTS, MIN_GUESTS } from "@travel/schema/wallet";

/** Trip messages answered in the request's language (schema/validation/trip-messages.ts). */
export { guestLimitMessage, weekStartMessage };

export const bookingMessages = {
  SIGN_IN_REQUIRED: "Please sign in to book.",
  BOOKING_NOT_ALLOWED:
    "Your account is not allowed to make bookings. Please contact your travel organiser.",
  INVALID_REQUEST_ID: "The booking request id must be 8 to 64 letters, digits, - or _.",
  INVALID_CHECK_IN:
    "Please choose a check-in date that is not before the first bookable day of this site.",
  INVALID_CHECK_OUT: `Please choose a check-out date after the check-in date, at most ${MAX_NIGHTS} nights later.`,
  INVALID_GUESTS: `Please choose between ${MIN_GUESTS} and ${MAX_GUESTS} guests.`,
  INVALID_ROOMS: INVALID_ROOMS_MESSAGE,
  INVALID_TRAVELLERS:
    "Please give each traveller's first and last name (up to 50 characters each), no more travellers than guests.",
  INVALID_CONTACT:
    "Please give a valid e-mail address and phone number to reach you about this trip.",
  OFFER_NOT_FOUND: "This offer is not available any more.",
  CERTIFICATE_PROMPT_REQUIRED: "Please choose whether to use a certificate for this booking.",
  CARD_NOT_USABLE: "One of the chosen cards cannot be used for this booking.",
  CARD_ALREADY_USED: "One of the chosen cards has already been used for another booking.",
  INVALID_CASH_AMOUNT: "Please enter the cash card amount as a number such as 25.50.",
  CASH_CARD_NOT_ENABLED: "The cash card cannot be used for this booking.",
  CASH_CARD_OVER_BALANCE: "The cash card amount is more than the card's balance.",
  CASH_CARD_OVER_DUE: "The cash card amount is more than what remains to pay.",
  PRICE_CHANGED: "The price of this trip has changed. Please check the new price and book again.",
  SOLD_OUT: "This trip is sold out on one of its days. Please choose other dates.",
  NOT_PRICED:
    "This trip is not on sale for these dates and guests. Please choose other dates or fewer guests.",
  QUOTE_NOT_OPEN:
    "This quote can no longer be booked: it was booked, declined or has expired, or the trip differs from it.",
  BOOKING_FAILED:
    "We could not complete your booking. Please try again; the same booking is never made twice.",
  OUTCOME_UNKNOWN:
    "We could not confirm your booking in time. Please book again: it is never made twice.",
  CHECKOUT_NOT_FOUND: "We could not find this payment. Please start your booking again.",
  PAYMENT_UNAVAILABLE:
    "The payment service is not answering. Please try again in a moment: you are never charged twice.",
} as const;

export type BookingMessageKey = keyof typeof bookingMessages;

/** SOLD_OUT's message naming the day (YYYY-MM-DD) when it is known. */
export const soldOutMessage = (day: string | null): string =>
  day === null
    ? bookingMessages.SOLD_OUT
    : `This trip is sold out or not on sale on ${day}. Please choose other dates.`;

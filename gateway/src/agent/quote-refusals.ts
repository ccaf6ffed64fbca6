/**
 * Quote-refusal rule: an upstream refusal of a new or declined quote as the AgentError of the
 * input field it concerns, with a message of the shared catalogue (so it is answered in the
 * request's language):
 *
 * - CLIENT_NOT_FOUND on `clientId`; OFFER_NOT_FOUND on `trip.offerId`; QUOTE_NOT_FOUND and
 *   QUOTE_NOT_OPEN on `id`; IDEMPOTENCY_KEY_REUSED on `idempotencyKey`.
 * - A day sold out or not on sale (SOLD_OUT, NOT_ON_SALE): SOLD_OUT on `trip.checkIn`, naming the
 *   day; a party the offer cannot hold (TOO_MANY_GUESTS): INVALID_GUESTS on `trip.guests`.
 * - A 400 names the field it refuses first (`check_in must not be in the past`): check_in and
 *   check_out are INVALID_DATES on `trip.checkIn` / `trip.checkOut`, guests and rooms
 *   INVALID_GUESTS on `trip.guests` / `trip.rooms`; any other is INVALID_VALUE as it came.
 */
import { messages, soldOutOnMessage } from "@travel/schema/validation";
import type { AgentError } from "../__generated__/resolvers-types";
import { reusedKeyError } from "../platform/idempotent-write";

export const clientNotFound = (): AgentError => ({
  field: "clientId",
  code: "CLIENT_NOT_FOUND",
  message: messages.CLIENT_NOT_FOUND,
});

export const offerNotFound = (): AgentError => ({
  field: "trip.offerId",
  code: "OFFER_NOT_FOUND",
  message: messages.QUOTE_OFFER_NOT_FOUND,
});

export const quoteNotFound = (): AgentError => ({
  field: "id",
  code: "QUOTE_NOT_FOUND",
  message: messages.QUOTE_NOT_FOUND,
});

/** The errors of the trip's fields the upstream names first in a 400. */
const FIELD_ERRORS: Readonly<Record<string, AgentError>> = {
  check_in: {
    field: "trip.checkIn",
    code: "INVALID_DATES",
    message: messages.QUOTE_CHECK_IN_INVALID,
  },
  check_out: {
    field: "trip.checkOut",
    code: "INVALID_DATES",
    message: messages.QUOTE_CHECK_OUT_INVALID,
  },
  guests: { field: "trip.guests", code: "INVALID_GUESTS", message: messages.QUOTE_GUESTS_INVALID },
  rooms: { field: "trip.rooms", code: "INVALID_GUESTS", message: messages.QUOTE_GUESTS_INVALID },
  client_id: clientNotFound(),
  offer_id: offerNotFound(),
};

const DAY = /\d{4}-\d{2}-\d{2}/;

export function quoteRefusal(refusal: { code: string | null; message: string }): AgentError {
  switch (refusal.code) {
    case "CLIENT_NOT_FOUND":
      return clientNotFound();
    case "OFFER_NOT_FOUND":
      return offerNotFound();
    case "QUOTE_NOT_FOUND":
      return quoteNotFound();
    case "QUOTE_NOT_OPEN":
      return { field: "id", code: "QUOTE_NOT_OPEN", message: messages.QUOTE_NOT_OPEN };
    case "SOLD_OUT":
    case "NOT_ON_SALE": {
      const day = DAY.exec(refusal.message)?.[0];
      return {
        field: "trip.checkIn",
        code: "SOLD_OUT",
        message: day === undefined ? messages.QUOTE_NOT_AVAILABLE : soldOutOnMessage(day),
      };
    }
    case "TOO_MANY_GUESTS":
      return {
        field: "trip.guests",
        code: "INVALID_GUESTS",
        message: messages.QUOTE_TOO_MANY_GUESTS,
      };
  }
  const reused = reusedKeyError(refusal.code);
  if (reused) return reused;
  const named = FIELD_ERRORS[/^[a-z_]+/.exec(refusal.message)?.[0] ?? ""];
  return named ?? { field: null, code: "INVALID_VALUE", message: refusal.message };
}

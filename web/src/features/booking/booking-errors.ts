import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { isLabelKey, type LabelKey, type TFunction } from "../../lib/i18n";

/** A refusal of bookOffer (booking.graphql BookOfferPayload.errors). */
export interface BookingError {
  field?: string | null;
  code: string;
  message: string;
}

/** The trip field a booking error is about (`trip.checkIn` → checkIn); null for the whole booking. */
export function tripFieldOf(
  field: string | null | undefined,
): "checkIn" | "checkOut" | "guests" | "rooms" | null {
  if (!field) return null;
  const last = field.split(".").pop();
  return last === "checkIn" || last === "checkOut" || last === "guests" || last === "rooms"
    ? last
    : null;
}

/** The first ISO day a message names ("The offer is sold out on 2026-12-03"), or null. */
function dayIn(message: string): string | null {
  return /\d{4}-\d{2}-\d{2}/.exec(message)?.[0] ?? null;
}

/**
 * A booking error in the traveller's language, by its stable code; an unknown code shows the
 * gateway's message as it came. The day a message names (SOLD_OUT) is written by `formatDay`.
 */
export function bookingErrorText(
  t: TFunction,
  error: Pick<BookingError, "code" | "message">,
  formatDay: (isoDay: string) => string = (day) => day,
): string {
  const key = `booking.error.${error.code}`;
  if (!isLabelKey(key)) return error.message;
  const day = dayIn(error.message);
  // the label names the day; without one the gateway's message is the better sentence
  if (error.code === "SOLD_OUT" && !day) return error.message;
  return t(key as LabelKey, { day: day ? formatDay(day) : "" });
}

/**
 * The message of a quote's refusal of a day sold out or not on sale (BAD_USER_INPUT, reason
 * SOLD_OUT, field `trip.checkIn`), or null when the error is not one.
 */
export function soldOutOf(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const refusal = error.errors.find(
    (e) => e.extensions?.code === "BAD_USER_INPUT" && e.extensions.reason === "SOLD_OUT",
  );
  return refusal ? refusal.message : null;
}

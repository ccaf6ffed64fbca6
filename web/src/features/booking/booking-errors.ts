import type { TFunction } from "i18next";
import { isLabelKey, type LabelKey } from "../../lib/i18n";

/** A refusal of bookOffer (booking.graphql BookOfferPayload.errors). */
export interface BookingError {
  field?: string | null;
  code: string;
  message: string;
}

/** The trip field a booking error is about (`trip.checkIn` → checkIn); null for the whole booking. */
export function tripFieldOf(
  field: string | null | undefined,
): "checkIn" | "checkOut" | "guests" | null {
  if (!field) return null;
  const last = field.split(".").pop();
  return last === "checkIn" || last === "checkOut" || last === "guests" ? last : null;
}

/**
 * A booking error in the traveller's language, by its stable code; an unknown code shows the
 * gateway's message as it came.
 */
export function bookingErrorText(
  t: TFunction,
  error: Pick<BookingError, "code" | "message">,
): string {
  const key = `booking.error.${error.code}`;
  return isLabelKey(key) ? t(key as LabelKey) : error.message;
}

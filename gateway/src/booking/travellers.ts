/**
 * The travellers and contact of a booking (BookOfferInput.travellers, contact), checked as the
 * upstream checks them: at most `trip.guests` names, each part 1 to 50 characters once trimmed
 * (INVALID_TRAVELLERS), an e-mail address and a phone of 6 to 24 digits, spaces and + - ( )
 * (INVALID_CONTACT); then written as the upstream's request takes them.
 */
import type { BookOfferInput, BookingErrorCode } from "../__generated__/resolvers-types";
import type { CreateReservationRequest } from "./booking.mappers";

const MAX_NAME = 50;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{6,24}$/;

type Named = Pick<CreateReservationRequest, "travellers" | "contact">;
export type TravellersCheck =
  { ok: true; named: Named } | { ok: false; code: BookingErrorCode; field: string };

const blankToNull = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
};

export function checkTravellers(input: BookOfferInput): TravellersCheck {
  const given = input.travellers ?? [];
  if (given.length > input.trip.guests)
    return { ok: false, code: "INVALID_TRAVELLERS", field: "travellers" };
  const travellers: NonNullable<Named["travellers"]> = [];
  for (const [i, t] of given.entries()) {
    const first = t.firstName.trim();
    const last = t.lastName.trim();
    if (!first || !last || first.length > MAX_NAME || last.length > MAX_NAME)
      return { ok: false, code: "INVALID_TRAVELLERS", field: `travellers.${i}` };
    travellers.push({ first_name: first, last_name: last });
  }
  const email = blankToNull(input.contact?.email);
  const phone = blankToNull(input.contact?.phone);
  if (email !== null && (email.length > 254 || !EMAIL.test(email)))
    return { ok: false, code: "INVALID_CONTACT", field: "contact.email" };
  if (phone !== null && !PHONE.test(phone))
    return { ok: false, code: "INVALID_CONTACT", field: "contact.phone" };
  return {
    ok: true,
    // only what was given: an upstream that names no travellers takes the request as before
    named: {
      ...(travellers.length === 0 ? {} : { travellers }),
      ...(email === null && phone === null ? {} : { contact: { email, phone } }),
    },
  };
}

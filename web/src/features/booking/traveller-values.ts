import { MAX_GUESTS } from "@travel/schema/wallet";
import type { FormikErrors } from "formik";
import type { LabelKey } from "../../lib/i18n";

/** A traveller's name as the booking form holds it. */
export interface TravellerValues {
  firstName: string;
  lastName: string;
}

/** Who travels and how to reach them, beside the trip in the booking form. */
export interface TravellersFormValues {
  /** A row per possible guest; the first `travellerRows` are shown, the first is the lead. */
  travellers: TravellerValues[];
  contactEmail: string;
  contactPhone: string;
}

const MAX_NAME = 50;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{6,24}$/;
const msg = (key: LabelKey) => key;

export const emptyTravellers = (): TravellerValues[] =>
  Array.from({ length: MAX_GUESTS }, () => ({ firstName: "", lastName: "" }));

/** Rows shown: every traveller of an offer priced per person, the lead guest of a stay. */
export const travellerRows = (perPerson: boolean, guests: number) =>
  perPerson ? Math.max(1, Math.min(guests, MAX_GUESTS)) : 1;

/**
 * The rules (the gateway's, spec'd in BookOfferInput): the lead traveller's first and last name;
 * any other row either empty or both names; each name at most 50 characters; a contact e-mail;
 * a phone, when given, of 6 to 24 digits, spaces and + - ( ).
 */
export function travellersErrors(
  values: TravellersFormValues,
  rows: number,
): FormikErrors<TravellersFormValues> {
  const errors: FormikErrors<TravellersFormValues> = {};
  const rowErrors = values.travellers.slice(0, rows).map((t, i) => {
    const first = t.firstName.trim();
    const last = t.lastName.trim();
    const needed = i === 0 || first !== "" || last !== "";
    const error: FormikErrors<TravellerValues> = {};
    if (needed && first === "") error.firstName = msg("booking.invalid.firstName");
    if (needed && last === "") error.lastName = msg("booking.invalid.lastName");
    if (first.length > MAX_NAME) error.firstName = msg("booking.invalid.nameTooLong");
    if (last.length > MAX_NAME) error.lastName = msg("booking.invalid.nameTooLong");
    return error;
  });
  if (rowErrors.some((e) => Object.keys(e).length > 0)) errors.travellers = rowErrors;
  const email = values.contactEmail.trim();
  if (!EMAIL.test(email)) errors.contactEmail = msg("booking.invalid.contactEmail");
  const phone = values.contactPhone.trim();
  if (phone !== "" && !PHONE.test(phone)) errors.contactPhone = msg("booking.invalid.contactPhone");
  return errors;
}

/** What BookOfferInput takes: the complete rows shown, and the contact. */
export function travellersInput(values: TravellersFormValues, rows: number) {
  const phone = values.contactPhone.trim();
  return {
    travellers: values.travellers
      .slice(0, rows)
      .map((t) => ({ firstName: t.firstName.trim(), lastName: t.lastName.trim() }))
      .filter((t) => t.firstName !== "" && t.lastName !== ""),
    contact: { email: values.contactEmail.trim(), phone: phone === "" ? null : phone },
  };
}

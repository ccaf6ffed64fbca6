/**
 * The Yup schemas of the profile and saved-traveller forms, built from the sign-up details
 * rules (title, names, phone: the same input gets the same message as sign-up) plus the
 * traveller's age band (spec §3), passport (number, issuing country and an expiry after today,
 * all three or none) and loyalty memberships (at most 5, no programme twice).
 */
import * as yup from "yup";
import { AGE_BANDS, NATIONALITY_ID_PATTERN, TOKEN_MAX_LENGTH } from "./constants";
import { messages } from "./messages";
import {
  format,
  ifFilled,
  maxLength,
  nameField,
  phoneCountryCodeField,
  phoneNumberField,
  required,
  text,
  titleField,
  type Check,
} from "./schemas";

/** Most saved travellers one account keeps. */
export const MAX_SAVED_TRAVELERS = 20;
/** Most loyalty memberships per traveller. */
export const MAX_LOYALTY_PROGRAMS = 5;
/** Longest loyalty programme name. */
export const LOYALTY_PROGRAM_MAX_LENGTH = 60;
/** A passport number once spaces are removed and letters upper-cased. */
export const PASSPORT_NUMBER_PATTERN = /^[A-Z0-9]{5,20}$/;
/** A loyalty membership number: 1 to 30 letters, digits or hyphens. */
export const MEMBER_NUMBER_PATTERN = /^[A-Za-z0-9-]{1,30}$/;

/** Messages of the profile and traveller forms (ours; the sign-up ones come from `messages`). */
export const profileMessages = {
  NATIONALITY_REQUIRED: "Please Select Nationality",
  COUNTRY_REQUIRED: "Please Select Country",
  AGE_BAND_REQUIRED: "Please Select Age Band",
  PASSPORT_NUMBER_REQUIRED: "Please Enter Passport Number",
  PASSPORT_NUMBER_INVALID: "Passport number must be 5 to 20 letters or digits",
  PASSPORT_COUNTRY_REQUIRED: "Please Select Passport Issuing Country",
  PASSPORT_EXPIRY_REQUIRED: "Please Enter Passport Expiry Date",
  PASSPORT_EXPIRED: "Passport expiry date must be in the future",
  LOYALTY_TOO_MANY: `At most ${MAX_LOYALTY_PROGRAMS} loyalty programmes per traveller`,
  LOYALTY_NAME_REQUIRED: "Please Enter Programme Name",
  LOYALTY_NUMBER_INVALID: "Membership number must be 1 to 30 letters, digits or hyphens",
  LOYALTY_DUPLICATE: "This programme is already listed",
  TRAVELER_NOT_FOUND: "Saved traveller not found",
  TOO_MANY_TRAVELERS: `You can save at most ${MAX_SAVED_TRAVELERS} travellers`,
  SIGN_IN_REQUIRED: "Please sign in to manage your profile",
} as const;

export type ProfileMessageKey = keyof typeof profileMessages;

const isId = (v: string) => NATIONALITY_ID_PATTERN.test(v);

/** A reference id (nationality, country) the traveller picks: required, a positive id. */
const pickedId = (requiredMessage: string) =>
  text([required(requiredMessage), maxLength(TOKEN_MAX_LENGTH), format(requiredMessage, isId)]);

/** Profile form: the sign-up details fields without email and access code, plus the country. */
export const profileSchema = yup.object({
  title: titleField(),
  firstName: nameField(messages.FIRST_NAME_REQUIRED),
  lastName: nameField(messages.LAST_NAME_REQUIRED),
  nationalityId: pickedId(profileMessages.NATIONALITY_REQUIRED),
  countryId: pickedId(profileMessages.COUNTRY_REQUIRED),
  phoneCountryCode: phoneCountryCodeField(),
  phoneNumber: phoneNumberField(),
});

/** A passport number as stored: spaces removed, letters upper-cased. */
export function normalisePassportNumber(raw: string): string {
  return raw.replace(/\s+/g, "").toUpperCase();
}

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Whether any passport field is filled (then all three are required). */
function hasPassport(parent: Record<string, unknown>): boolean {
  return ["passportNumber", "passportCountryId", "passportExpiry"].some(
    (f) => typeof parent[f] === "string" && (parent[f] as string).trim() !== "",
  );
}

/** Required only when another passport field is filled. */
const requiredWithPassport = (message: string): Check => ({
  code: "REQUIRED",
  message,
  passes: (v, parent) => v !== "" || !hasPassport(parent),
});

export interface TravelerSchemaOptions {
  /** Today, YYYY-MM-DD: the passport must expire after it. */
  today: string;
}

const loyaltyProgramSchema = yup.object({
  programName: text([
    required(profileMessages.LOYALTY_NAME_REQUIRED),
    maxLength(LOYALTY_PROGRAM_MAX_LENGTH),
  ]),
  memberNumber: text([
    format(profileMessages.LOYALTY_NUMBER_INVALID, (v) => MEMBER_NUMBER_PATTERN.test(v)),
  ]),
});

/** Saved-traveller form (spec §3 titles and age bands; names as in sign-up). */
export function travelerSchema({ today }: TravelerSchemaOptions) {
  return yup.object({
    title: titleField(),
    firstName: nameField(messages.FIRST_NAME_REQUIRED),
    lastName: nameField(messages.LAST_NAME_REQUIRED),
    ageBand: text([
      required(profileMessages.AGE_BAND_REQUIRED),
      format(profileMessages.AGE_BAND_REQUIRED, (v) =>
        (AGE_BANDS as readonly string[]).includes(v),
      ),
    ]),
    nationalityId: text([
      maxLength(TOKEN_MAX_LENGTH),
      ifFilled(format(messages.INVALID_VALUE, isId)),
    ]),
    passportNumber: text(
      [
        requiredWithPassport(profileMessages.PASSPORT_NUMBER_REQUIRED),
        ifFilled(
          format(profileMessages.PASSPORT_NUMBER_INVALID, (v) => PASSPORT_NUMBER_PATTERN.test(v)),
        ),
      ],
      normalisePassportNumber,
    ),
    passportCountryId: text([
      requiredWithPassport(profileMessages.PASSPORT_COUNTRY_REQUIRED),
      maxLength(TOKEN_MAX_LENGTH),
      ifFilled(format(profileMessages.PASSPORT_COUNTRY_REQUIRED, isId)),
    ]),
    passportExpiry: text([
      requiredWithPassport(profileMessages.PASSPORT_EXPIRY_REQUIRED),
      ifFilled(format(profileMessages.PASSPORT_EXPIRY_REQUIRED, isCalendarDate)),
      ifFilled(format(profileMessages.PASSPORT_EXPIRED, (v) => v > today)),
    ]),
    loyaltyPrograms: yup
      .array()
      .of(loyaltyProgramSchema)
      .typeError(messages.INVALID_VALUE)
      .default([])
      .transform((value: unknown) => (value === null || value === undefined ? [] : value))
      .test({
        name: "loyalty-count",
        test: (list, ctx) =>
          (list ?? []).length <= MAX_LOYALTY_PROGRAMS ||
          ctx.createError({ message: profileMessages.LOYALTY_TOO_MANY, type: "TOO_LONG" }),
      })
      .test({
        name: "loyalty-unique",
        test(list, ctx) {
          const names = (list ?? []).map((l) => (l.programName ?? "").toLowerCase());
          const twice = names.findIndex((n, i) => n !== "" && names.indexOf(n) !== i);
          return twice < 0
            ? true
            : ctx.createError({
                path: `${ctx.path}[${twice}].programName`,
                message: profileMessages.LOYALTY_DUPLICATE,
                type: "INVALID_FORMAT",
              });
        },
      }),
  });
}

export type ProfileValues = yup.InferType<typeof profileSchema>;
export type TravelerValues = yup.InferType<ReturnType<typeof travelerSchema>>;

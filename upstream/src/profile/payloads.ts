/**
 * Profile and saved-traveller payload rules (spec §3, §5: the sign-up details rules): title
 * Miss/Mr/Mrs, names by the name rule, phone digits only (15 at most), dialling code like +44;
 * a traveller's age band from the spec's list, a passport (number, issuing country and an expiry
 * after today, all three or none) and at most 5 loyalty memberships. Text is trimmed; a
 * PayloadError names what is wrong in the web app's words.
 */
import type { ContractSchema } from "@travel/schema/rest";
import {
  AGE_BANDS,
  MAX_LOYALTY_PROGRAMS,
  MAX_SAVED_TRAVELERS,
  MEMBER_NUMBER_PATTERN,
  PASSPORT_NUMBER_PATTERN,
  profileMessages as shared,
  type AgeBand,
} from "@travel/schema/validation";
import {
  isTitle,
  isValidPhone,
  MESSAGES,
  nameProblem,
  type Title,
} from "../accounts/account-rules";
import {
  PayloadError,
  textField,
  textOrNumberField,
  type Payload,
} from "../accounts/payload-fields";

/** Spec §3's age bands: the one list of the shared validation rules. */
export { AGE_BANDS, type AgeBand };

/** Most saved travellers one account keeps, and loyalty memberships per traveller (shared rules). */
export const MAX_TRAVELERS = MAX_SAVED_TRAVELERS;
export { MAX_LOYALTY_PROGRAMS };
/** Default nationality (spec §9). */
export const DEFAULT_NATIONALITY_ID = 1;

/** The refusals' messages: the web form's own (@travel/schema/validation), and the upstream's lookups. */
export const PROFILE_MESSAGES = {
  ageBand: shared.AGE_BAND_REQUIRED,
  country: shared.COUNTRY_REQUIRED,
  passportNumber: shared.PASSPORT_NUMBER_INVALID,
  passportNumberRequired: shared.PASSPORT_NUMBER_REQUIRED,
  passportCountry: shared.PASSPORT_COUNTRY_REQUIRED,
  passportExpiry: shared.PASSPORT_EXPIRY_REQUIRED,
  passportExpired: shared.PASSPORT_EXPIRED,
  loyaltyTooMany: shared.LOYALTY_TOO_MANY,
  loyaltyName: shared.LOYALTY_NAME_REQUIRED,
  loyaltyNumber: shared.LOYALTY_NUMBER_INVALID,
  loyaltyDuplicate: shared.LOYALTY_DUPLICATE,
  unknownNationality: "Unknown nationality",
  unknownCountry: "Unknown country",
  travelerNotFound: shared.TRAVELER_NOT_FOUND,
  tooManyTravelers: shared.TOO_MANY_TRAVELERS,
} as const;

const ID = /^[1-9]\d{0,8}$/;
const PHONE_COUNTRY_CODE = /^\+?\d{1,4}(-\d{1,4})?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An id sent as a number or digits; undefined when absent or "". */
function optionalId(record: Payload, field: string, message: string): number | undefined {
  const text = textOrNumberField(record, field);
  if (text === "") return undefined;
  if (!ID.test(text)) throw new PayloadError(message);
  return Number(text);
}

function name(record: Payload, field: string, label: "First Name" | "Last Name"): string {
  const value = textField(record, field).normalize("NFC");
  const problem = nameProblem(value, label);
  if (problem) throw new PayloadError(problem);
  return value;
}

function title(record: Payload): Title {
  const value = textField(record, "title");
  if (!isTitle(value)) throw new PayloadError(MESSAGES.title);
  return value;
}

/** The contract's Profile as written: no email, a title always (phone fields null without a phone). */
export type ProfileInput = Omit<ContractSchema<"Profile">, "email" | "title"> & { title: Title };

/** The body of updateProfile (the email is not changed here). */
export function parseProfile(body: Payload): ProfileInput {
  const value: ProfileInput = {
    title: title(body),
    first_name: name(body, "first_name", "First Name"),
    last_name: name(body, "last_name", "Last Name"),
    nationality_id: optionalId(body, "nationality_id", MESSAGES.nationality) ?? -1,
    country_id: optionalId(body, "country_id", PROFILE_MESSAGES.country) ?? -1,
    phone_country_code: textField(body, "phone_country_code") || null,
    mobile_no: textField(body, "mobile_no") || null,
  };
  if (value.nationality_id < 0) throw new PayloadError(MESSAGES.nationality);
  if (value.country_id < 0) throw new PayloadError(PROFILE_MESSAGES.country);
  if (value.phone_country_code !== null && !PHONE_COUNTRY_CODE.test(value.phone_country_code))
    throw new PayloadError(MESSAGES.phoneCountryCode);
  if (value.mobile_no !== null && !isValidPhone(value.mobile_no))
    throw new PayloadError(MESSAGES.phone);
  return value;
}

export interface LoyaltyMembership {
  program_name: string;
  member_number: string;
}

export interface TravelerInput {
  /** null: a new traveller. */
  traveler_id: number | null;
  title: Title;
  first_name: string;
  last_name: string;
  age_band: AgeBand;
  nationality_id: number;
  passport_number: string | null;
  passport_country_id: number | null;
  /** ISO date YYYY-MM-DD. */
  passport_expiry: string | null;
  loyalty_programs: LoyaltyMembership[];
}

/** A real calendar date YYYY-MM-DD, or null. */
export function calendarDate(text: string): string | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const date = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text ? null : text;
}

function loyalty(body: Payload): LoyaltyMembership[] {
  const value = body.loyalty_programs;
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new PayloadError("loyalty_programs must be a list");
  if (value.length > MAX_LOYALTY_PROGRAMS) throw new PayloadError(PROFILE_MESSAGES.loyaltyTooMany);
  const list: LoyaltyMembership[] = [];
  for (const entry of value) {
    if (typeof entry !== "object" || entry === null || Array.isArray(entry))
      throw new PayloadError("each loyalty programme must be an object");
    const program = textField(entry as Payload, "program_name", 60);
    const member = textField(entry as Payload, "member_number", 30);
    if (program === "") throw new PayloadError(PROFILE_MESSAGES.loyaltyName);
    if (!MEMBER_NUMBER_PATTERN.test(member)) throw new PayloadError(PROFILE_MESSAGES.loyaltyNumber);
    if (list.some((l) => l.program_name.toLowerCase() === program.toLowerCase()))
      throw new PayloadError(PROFILE_MESSAGES.loyaltyDuplicate);
    list.push({ program_name: program, member_number: member });
  }
  return list;
}

/** The body of travelers/save; `today` is the UTC day (the passport must expire after it). */
export function parseTraveler(body: Payload, today: string): TravelerInput {
  const travelerId = optionalId(body, "traveler_id", PROFILE_MESSAGES.travelerNotFound);
  const ageBand = textField(body, "age_band");
  const value = {
    traveler_id: travelerId ?? null,
    title: title(body),
    first_name: name(body, "first_name", "First Name"),
    last_name: name(body, "last_name", "Last Name"),
  };
  if (!(AGE_BANDS as readonly string[]).includes(ageBand))
    throw new PayloadError(PROFILE_MESSAGES.ageBand);
  const nationality =
    optionalId(body, "nationality_id", MESSAGES.nationality) ?? DEFAULT_NATIONALITY_ID;
  const passportNumber = textField(body, "passport_number").toUpperCase().replace(/\s+/g, "");
  const passportCountry = optionalId(body, "passport_country_id", PROFILE_MESSAGES.passportCountry);
  const expiryText = textField(body, "passport_expiry");
  const anyPassport = passportNumber !== "" || passportCountry !== undefined || expiryText !== "";
  let expiry: string | null = null;
  if (anyPassport) {
    if (passportNumber === "") throw new PayloadError(PROFILE_MESSAGES.passportNumberRequired);
    if (!PASSPORT_NUMBER_PATTERN.test(passportNumber))
      throw new PayloadError(PROFILE_MESSAGES.passportNumber);
    if (passportCountry === undefined) throw new PayloadError(PROFILE_MESSAGES.passportCountry);
    expiry = calendarDate(expiryText);
    if (expiry === null) throw new PayloadError(PROFILE_MESSAGES.passportExpiry);
    if (expiry <= today) throw new PayloadError(PROFILE_MESSAGES.passportExpired);
  }
  return {
    ...value,
    age_band: ageBand as AgeBand,
    nationality_id: nationality,
    passport_number: anyPassport ? passportNumber : null,
    passport_country_id: anyPassport ? (passportCountry ?? null) : null,
    passport_expiry: expiry,
    loyalty_programs: loyalty(body),
  };
}

/** The traveller id of travelers/delete. */
export function parseTravelerId(body: Payload): number {
  const id = optionalId(body, "traveler_id", PROFILE_MESSAGES.travelerNotFound);
  if (id === undefined) throw new PayloadError("traveler_id is required");
  return id;
}

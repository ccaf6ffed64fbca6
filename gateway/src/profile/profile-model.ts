/** From the upstream shapes to the GraphQL types, and from the GraphQL inputs to the upstream bodies. */
import type { TravelerValues } from "@travel/schema/validation";
import type { Profile, SavedTraveler } from "../__generated__/resolvers-types";
import type { LoginCheck } from "../accounts/accounts.mappers";
import type {
  LoyaltyEntry,
  ProfileEntry,
  SaveTravelerRequest,
  TravelerEntry,
  UpdateProfileRequest,
} from "./profile.mappers";

const idOrNull = (id: number | null) => (id === null ? null : String(id));

/** An id of the GraphQL input as the upstream's number; null when it is not a positive id. */
export function parseId(id: string | null | undefined): number | null {
  const text = (id ?? "").trim();
  return /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null;
}

export function toProfile(entry: ProfileEntry): Profile {
  return {
    title: entry.title,
    firstName: entry.first_name,
    lastName: entry.last_name,
    email: entry.email,
    nationalityId: String(entry.nationality_id),
    countryId: String(entry.country_id),
    phoneCountryCode: entry.phone_country_code,
    phoneNumber: entry.mobile_no,
  };
}

export function toSavedTraveler(entry: TravelerEntry): SavedTraveler {
  return {
    id: String(entry.traveler_id),
    title: entry.title,
    firstName: entry.first_name,
    lastName: entry.last_name,
    ageBand: entry.age_band,
    nationalityId: String(entry.nationality_id),
    passportNumber: entry.passport_number,
    passportCountryId: idOrNull(entry.passport_country_id),
    passportExpiry: entry.passport_expiry,
    loyaltyPrograms: entry.loyalty_programs.map((l) => ({
      programName: l.program_name,
      memberNumber: l.member_number,
    })),
  };
}

/** Validated profile values (the profile schema's output). */
export interface CheckedProfile {
  title: string;
  firstName: string;
  lastName: string;
  nationalityId: string;
  countryId: string;
  phoneCountryCode: string;
  phoneNumber: string;
}

export function updateProfileRequest(values: CheckedProfile): UpdateProfileRequest {
  const phone = values.phoneNumber === "" ? null : values.phoneNumber;
  return {
    title: values.title,
    first_name: values.firstName,
    last_name: values.lastName,
    nationality_id: Number(values.nationalityId),
    country_id: Number(values.countryId),
    // a dialling code alone is no phone
    phone_country_code:
      phone === null || values.phoneCountryCode === "" ? null : values.phoneCountryCode,
    mobile_no: phone,
  };
}

/** Validated traveller values: the output of the traveller schema the web's form shares. */
export type CheckedTraveler = TravelerValues;

export function saveTravelerRequest(
  travelerId: number | null,
  values: CheckedTraveler,
): SaveTravelerRequest {
  const passport = values.passportNumber !== "";
  const loyalty: LoyaltyEntry[] = (values.loyaltyPrograms ?? []).map((l) => ({
    program_name: l.programName,
    member_number: l.memberNumber,
  }));
  return {
    ...(travelerId === null ? {} : { traveler_id: travelerId }),
    title: values.title,
    first_name: values.firstName,
    last_name: values.lastName,
    age_band: values.ageBand,
    ...(values.nationalityId === "" ? {} : { nationality_id: Number(values.nationalityId) }),
    passport_number: passport ? values.passportNumber : null,
    passport_country_id: passport ? Number(values.passportCountryId) : null,
    passport_expiry: passport ? values.passportExpiry : null,
    loyalty_programs: loyalty,
  };
}

/** The login check as it is once the profile changed (the names and places the Viewer shows). */
export function withProfile(check: LoginCheck, profile: ProfileEntry): LoginCheck {
  return {
    ...check,
    profile: {
      ...check.profile,
      first_name: profile.first_name,
      last_name: profile.last_name,
      nationality: profile.nationality_id,
      country: profile.country_id,
      subscription_details: {
        ...check.profile.subscription_details,
        phone_country_code: profile.phone_country_code,
      },
    },
  };
}

/** Upstream REST shapes of the profile and saved-traveller contract (answers from the contract). */
import type { components } from "@travel/schema/rest";

/** POST /api/profile/getProfile and updateProfile → data. */
export type ProfileEntry = components["schemas"]["Profile"];

export type LoyaltyEntry = components["schemas"]["LoyaltyMembership"];

/** POST /api/profile/travelers → data.data[], travelers/save → data. */
export type TravelerEntry = components["schemas"]["SavedTraveler"];

/** The body of updateProfile, without the token: the profile's fields but the email. */
export type UpdateProfileRequest = Omit<ProfileEntry, "email" | "title"> & {
  /** Checked by the shared profile schema to be one of Miss, Mr, Mrs. */
  title: string;
};

/** The body of travelers/save, without the token. */
export interface SaveTravelerRequest {
  traveler_id?: number;
  title: string;
  first_name: string;
  last_name: string;
  age_band: string;
  nationality_id?: number;
  passport_number: string | null;
  passport_country_id: number | null;
  passport_expiry: string | null;
  loyalty_programs: LoyaltyEntry[];
}

/** An upstream refusal (4xx `{ status: 0, code?, message }`). */
export interface ProfileRefusal {
  ok: false;
  code: string | null;
  message: string;
}

/** What a write answered: the value, or the upstream's refusal. */
export type ProfileWriteResult<T> = { ok: true; value: T } | ProfileRefusal;

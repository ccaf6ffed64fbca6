import type { TravelerValues } from "@travel/schema/validation";
import { graphql } from "../../__generated__";
import type { SavedTravelerFieldsFragment } from "../../__generated__/graphql";

/** What the form edits and a traveller's card shows (saved-travelers-query, save-traveler-mutation). */
export const SavedTravelerFields = graphql(`
  fragment SavedTravelerFields on SavedTraveler {
    id
    title
    firstName
    lastName
    ageBand
    nationalityId
    passportNumber
    passportCountryId
    passportExpiry
    loyaltyPrograms {
      programName
      memberNumber
    }
  }
`);

export type SavedTraveler = SavedTravelerFieldsFragment;

/** The form's values: those the shared traveller schema checks (the gateway checks them again). */
export type TravelerFormValues = TravelerValues;

/** The form's values for a traveller, or an empty form (nationality: spec §9 default id 1). */
export function travelerFormValues(traveler: SavedTraveler | null): TravelerFormValues {
  return {
    title: traveler?.title ?? "",
    firstName: traveler?.firstName ?? "",
    lastName: traveler?.lastName ?? "",
    ageBand: traveler?.ageBand ?? "",
    nationalityId: traveler?.nationalityId ?? "1",
    passportNumber: traveler?.passportNumber ?? "",
    passportCountryId: traveler?.passportCountryId ?? "",
    passportExpiry: traveler?.passportExpiry ?? "",
    loyaltyPrograms: (traveler?.loyaltyPrograms ?? []).map((l) => ({
      programName: l.programName,
      memberNumber: l.memberNumber,
    })),
  };
}

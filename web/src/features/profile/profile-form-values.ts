import { graphql } from "../../__generated__";
import type { ProfileFormFieldsFragment } from "../../__generated__/graphql";
import type { ReferenceCountry } from "../../lib/forms/person-reference";

export interface ProfileFormValues {
  title: string;
  firstName: string;
  lastName: string;
  nationalityId: string;
  countryId: string;
  /** The country whose dialling code is chosen (several share +1). */
  phoneCountryId: string;
  phoneCountryCode: string;
  phoneNumber: string;
}

/** What the profile form edits (profile-query.ts, and the saved profile update-profile answers). */
export const ProfileFormFields = graphql(`
  fragment ProfileFormFields on Profile {
    title
    firstName
    lastName
    email
    nationalityId
    countryId
    phoneCountryCode
    phoneNumber
  }
`);

type Country = ReferenceCountry;

/** The form's starting values: the stored profile, its dialling code matched to a country. */
export function profileFormValues(
  profile: ProfileFormFieldsFragment,
  countries: readonly Country[],
  /** The country picked for the dialling code, kept when its code is the stored one. */
  pickedPhoneCountryId?: string,
): ProfileFormValues {
  const dialling = countries.filter((c) => c.dialCode);
  const withCode = (c: Country) => c.dialCode === profile.phoneCountryCode;
  const phoneCountry =
    dialling.find((c) => withCode(c) && c.id === pickedPhoneCountryId) ??
    dialling.find((c) => withCode(c) && c.id === profile.countryId) ??
    dialling.find((c) => withCode(c) && c.isDefault) ??
    dialling.find(withCode) ??
    dialling.find((c) => c.id === profile.countryId) ??
    dialling.find((c) => c.isDefault);
  return {
    title: profile.title ?? "",
    firstName: profile.firstName,
    lastName: profile.lastName,
    nationalityId: profile.nationalityId,
    countryId: profile.countryId,
    phoneCountryId: phoneCountry?.id ?? "",
    phoneCountryCode: phoneCountry?.dialCode ?? "",
    phoneNumber: profile.phoneNumber ?? "",
  };
}

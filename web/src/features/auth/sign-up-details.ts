import type { SignUpDetails } from "@travel/schema/validation";
import type { SignUpDetailsInput } from "../../__generated__/graphql";

/** The values of the sign-up details step (form state; the country is the phone picker's). */
export interface SignUpDetailsValues extends SignUpDetails {
  /** Country chosen in the phone picker (countries can share a dialling code). */
  phoneCountryId: string;
}

export const emptyDetails: SignUpDetailsValues = {
  accessCode: "",
  email: "",
  title: "",
  firstName: "",
  lastName: "",
  nationalityId: "",
  phoneCountryId: "",
  phoneCountryCode: "",
  phoneNumber: "",
};

const orNull = (value: string) => (value.trim() === "" ? null : value.trim());

/** The details as the gateway takes them; the master code of an invitation stands for the access code. */
export function toSignUpDetailsInput(
  values: SignUpDetailsValues,
  masterCode: string | null,
): SignUpDetailsInput {
  return {
    accessCode: masterCode ? null : orNull(values.accessCode),
    masterCode,
    email: values.email.trim(),
    title: values.title,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    nationalityId: orNull(values.nationalityId),
    phoneCountryCode: values.phoneNumber.trim() === "" ? null : orNull(values.phoneCountryCode),
    phoneNumber: orNull(values.phoneNumber),
  };
}

/** What the sign-up dialog gives its last step (the password step or the social one). */
export interface SignUpRequest {
  details: SignUpDetailsValues;
  masterCode: string | null;
  referralOrg: string | null;
  /** The referrer's code from a referral link: the sign-up is credited to them. */
  referralCode: string | null;
  tripId: string | null;
}

export interface SignUpFinalStepProps extends SignUpRequest {
  onBack: () => void;
  /** The final message of the account made (a social one is also signed in). */
  onCreated: (message: string) => void;
}

/** The details and the link's parameters as both sign-up mutations take them. */
export function signUpRequestInput(request: SignUpRequest) {
  return {
    details: toSignUpDetailsInput(request.details, request.masterCode),
    referralOrg: request.referralOrg,
    referralCode: request.referralCode,
    tripId: request.tripId,
  };
}

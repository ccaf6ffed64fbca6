/** Maps the upstream invitation to the GraphQL Invitation (title index resolved). */
import type { Invitation } from "../__generated__/resolvers-types";
import { keepPhoneDigits } from "@travel/schema/validation";
import { titleFromIndex } from "./account-rules";
import type { InvitationData } from "./accounts.mappers";

export function toInvitation(data: InvitationData): Invitation {
  return {
    masterCode: data.mastercode,
    email: data.email,
    firstName: data.firstname,
    lastName: data.lastname,
    title: titleFromIndex(data.title),
    phoneNumber: data.phonenumber === null ? null : keepPhoneDigits(data.phonenumber),
    phoneCountryCode: data.countrycode,
    language: data.lang,
    tripId: data.tripid,
  };
}

import { graphql } from "../../__generated__";

/** The invitation behind a master code, to prefill sign-up. */
export const InvitationQuery = graphql(`
  query Invitation($masterCode: String!) {
    invitation(masterCode: $masterCode) {
      masterCode
      email
      firstName
      lastName
      title
      phoneNumber
      phoneCountryCode
      tripId
    }
  }
`);

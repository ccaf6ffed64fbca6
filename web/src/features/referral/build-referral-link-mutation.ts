import { graphql } from "../../__generated__";

/** Builds the signed-in traveller's referral link for a promotion (spec §2, §9). */
export const BuildReferralLinkMutation = graphql(`
  mutation BuildReferralLink($input: ReferralLinkInput!) {
    buildReferralLink(input: $input) {
      url
      errors {
        field
        code
        message
      }
    }
  }
`);

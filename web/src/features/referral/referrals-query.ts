import { graphql } from "../../__generated__";

/** One page (five, spec §9) of the signed-in traveller's referrals in a programme. */
export const ReferralsQuery = graphql(`
  query Referrals($program: ID!, $page: Int!) {
    referrals(program: $program, page: $page) {
      count
      page
      perPage
      totalPages
      items {
        id
        firstName
        lastName
        maskedEmail
        status
        creditAmount {
          decimal
          currency
        }
        referredAt
      }
    }
  }
`);

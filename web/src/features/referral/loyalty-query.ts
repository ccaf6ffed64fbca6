import { graphql } from "../../__generated__";

/**
 * The loyalty programme (spec §3): on or off, its dates, the traveller's rewards and its
 * promotions. One document for the rewards and promotions pages, so they share one cache entry.
 */
export const LoyaltyQuery = graphql(`
  query Loyalty {
    loyalty {
      enabled
      startDate
      endDate
      rewards {
        points
        creditAmount {
          decimal
          currency
        }
        tier
      }
      promotions {
        id
        name
        campaignType
        landingUrl
        referralCode
      }
    }
  }
`);

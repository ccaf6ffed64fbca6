import { graphql } from "../../__generated__";

/**
 * What the booking view depends on besides the offer: the site's minimum check-in and week start (spec §9) and
 * whether the signed-in traveller may book (spec §6 can-book).
 */
export const BookingContextQuery = graphql(`
  query BookingContext {
    siteConfig {
      orgId
      minCheckinDays
      weekStart
    }
    viewer {
      id
      canBook
    }
  }
`);

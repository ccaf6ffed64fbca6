import { graphql } from "../../__generated__";

/** The country and currency of a first visit (geolocation of the address, else US and USD). */
export const VisitorDefaultsQuery = graphql(`
  query VisitorDefaults {
    visitorDefaults {
      countryId
      countryCode
      currency {
        id
        code
      }
      source
    }
  }
`);

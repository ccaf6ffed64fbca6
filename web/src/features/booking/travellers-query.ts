import { graphql } from "../../__generated__";

/** The signed-in traveller's saved travellers, to name who travels on a booking. */
export const BookingTravellersQuery = graphql(`
  query BookingTravellers {
    savedTravelersConnection(first: 50) {
      nodes {
        id
        firstName
        lastName
      }
    }
  }
`);

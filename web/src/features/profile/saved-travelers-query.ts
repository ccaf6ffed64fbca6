import { graphql } from "../../__generated__";

/** The signed-in user's saved travellers, with the countries and nationalities they refer to. */
export const SavedTravelersQuery = graphql(`
  query SavedTravelers {
    savedTravelers {
      id
      ...SavedTravelerFields
    }
    countries {
      id
      name
      flag
    }
    nationalities {
      id
      name
    }
  }
`);

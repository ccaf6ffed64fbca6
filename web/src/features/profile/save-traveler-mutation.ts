import { graphql } from "../../__generated__";

/** Adds a saved traveller (no id) or changes one (id). */
export const SaveTravelerMutation = graphql(`
  mutation SaveTraveler($input: SaveTravelerInput!) {
    saveTraveler(input: $input) {
      traveler {
        id
        ...SavedTravelerFields
      }
      errors {
        ...ProfileErrorFields
      }
    }
  }
`);

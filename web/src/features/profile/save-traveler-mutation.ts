import { graphql } from "../../__generated__";

/** Adds a saved traveller (no id) or changes one (id). */
export const SaveTravelerMutation = graphql(`
  mutation SaveTraveler($input: SaveTravelerInput!) {
    saveTraveler(input: $input) {
      traveler {
        id
        title
        firstName
        lastName
        ageBand
        nationalityId
        passportNumber
        passportCountryId
        passportExpiry
        loyaltyPrograms {
          programName
          memberNumber
        }
      }
      errors {
        field
        code
        message
      }
    }
  }
`);

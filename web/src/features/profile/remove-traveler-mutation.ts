import { graphql } from "../../__generated__";

/** Removes a saved traveller. */
export const RemoveTravelerMutation = graphql(`
  mutation RemoveTraveler($input: RemoveTravelerInput!) {
    removeTraveler(input: $input) {
      removedId
      errors {
        field
        code
        message
      }
    }
  }
`);

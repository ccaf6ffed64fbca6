import { graphql } from "../../__generated__";

/** The daily savings flow (spec §4): sign in first, or the savings site's director page. */
export const StartDailySavingsMutation = graphql(`
  mutation StartDailySavings {
    startDailySavings {
      signInRequired
      isNew
      redirect
      errors {
        field
        code
        message
      }
    }
  }
`);

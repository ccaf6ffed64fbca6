import { graphql } from "../../__generated__";

/** Stores the signed-in traveller's currency and/or language (restored at the next sign-in). */
export const UpdatePreferencesMutation = graphql(`
  mutation UpdatePreferences($input: UpdatePreferencesInput!) {
    updatePreferences(input: $input) {
      currencyCode
      language
      errors {
        field
        code
        message
      }
    }
  }
`);

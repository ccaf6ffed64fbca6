import { graphql } from "../../__generated__";

/** Saves the profile; the viewer it answers refreshes the names shown in the header. */
export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      profile {
        ...ProfileFormFields
      }
      viewer {
        id
        firstName
        lastName
      }
      errors {
        ...ProfileErrorFields
      }
    }
  }
`);

import { graphql } from "../../__generated__";

/** Sets a new password from a reset link. */
export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      changed
      errors {
        field
        code
        message
      }
    }
  }
`);

import { graphql } from "../../__generated__";

/** Mails a password-reset link when the account exists. */
export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      accepted
      errors {
        field
        code
        message
      }
    }
  }
`);

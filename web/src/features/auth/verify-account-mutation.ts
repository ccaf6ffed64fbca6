import { graphql } from "../../__generated__";

/** Verifies an account from its emailed link. */
export const VerifyAccountMutation = graphql(`
  mutation VerifyAccount($input: VerifyAccountInput!) {
    verifyAccount(input: $input) {
      verified
      errors {
        field
        code
        message
      }
    }
  }
`);

import { graphql } from "../../__generated__";

/** Sign-up: whether the email is new. */
export const CheckAccountMutation = graphql(`
  mutation CheckAccount($input: CheckAccountInput!) {
    checkAccount(input: $input) {
      isNew
      message
      errors {
        field
        code
        message
      }
    }
  }
`);

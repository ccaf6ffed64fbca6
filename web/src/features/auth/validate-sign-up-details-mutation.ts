import { graphql } from "../../__generated__";

/** Sign-up: validates the details step and the access code. */
export const ValidateSignUpDetailsMutation = graphql(`
  mutation ValidateSignUpDetails($input: SignUpDetailsInput!) {
    validateSignUpDetails(input: $input) {
      valid
      errors {
        field
        code
        message
      }
    }
  }
`);

import { graphql } from "../../__generated__";

/** Creates an account by email; a confirmation email is sent. */
export const SignUpMutation = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      ...SignUpResult
    }
  }
`);

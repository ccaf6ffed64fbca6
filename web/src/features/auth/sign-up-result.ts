import { graphql } from "../../__generated__";

/**
 * What a sign-up answers (signUp, socialSignUp): whether the account was made, its message, the
 * viewer when it signs in at once (social), or why not.
 */
export const SignUpResult = graphql(`
  fragment SignUpResult on SignUpPayload {
    created
    message
    viewer {
      id
    }
    errors {
      field
      code
      message
    }
  }
`);

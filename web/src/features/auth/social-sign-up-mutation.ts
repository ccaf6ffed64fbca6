import { graphql } from "../../__generated__";

/** Creates an account from a social provider's ID token and the details step, then signs in. */
export const SocialSignUpMutation = graphql(`
  mutation SocialSignUp($input: SocialSignUpInput!) {
    socialSignUp(input: $input) {
      ...SignUpResult
    }
  }
`);

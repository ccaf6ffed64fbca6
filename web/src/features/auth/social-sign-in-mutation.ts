import { graphql } from "../../__generated__";

/** Signs in with a social provider's ID token (session cookie). */
export const SocialSignInMutation = graphql(`
  mutation SocialSignIn($input: SocialSignInInput!) {
    socialSignIn(input: $input) {
      ...SignInResult
    }
  }
`);

import { graphql } from "../../__generated__";

/** Signs in with a partner's single-sign-on token; the session arrives as an httpOnly cookie. */
export const SsoSignInMutation = graphql(`
  mutation SsoSignIn($input: SsoSignInInput!) {
    ssoSignIn(input: $input) {
      ...SignInResult
    }
  }
`);

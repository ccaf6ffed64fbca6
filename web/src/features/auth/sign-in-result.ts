import { graphql } from "../../__generated__";

/** What a sign-in answers (signIn, socialSignIn, ssoSignIn): who is signed in, where to go, or why not. */
export const SignInResult = graphql(`
  fragment SignInResult on SignInPayload {
    viewer {
      id
    }
    redirectTo
    errors {
      field
      code
      message
    }
  }
`);

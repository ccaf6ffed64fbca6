import { graphql } from "../../__generated__";

/** Signs in with email and password; the session arrives as an httpOnly cookie. */
export const SignInMutation = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      ...SignInResult
    }
  }
`);

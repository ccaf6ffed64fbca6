import { graphql } from "../../__generated__";

/** Ends the session. */
export const SignOutMutation = graphql(`
  mutation SignOut {
    signOut {
      signedOut
    }
  }
`);

import { graphql } from "../../__generated__";

/** The login check: the signed-in user, or null when signed out or the session is invalid. */
export const ViewerQuery = graphql(`
  query Viewer {
    viewer {
      id
      email
      firstName
      lastName
      userType
      singleSignOn
      sessionOutUrl
    }
  }
`);

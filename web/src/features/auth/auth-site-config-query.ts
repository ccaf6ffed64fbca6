import { graphql } from "../../__generated__";

/** The site flags the sign-in and sign-up dialogs depend on (social buttons, access code). */
export const AuthSiteConfigQuery = graphql(`
  query AuthSiteConfig {
    siteConfig {
      orgId
      googleLoginEnabled
      facebookLoginEnabled
      accessCodeEnabled
      socialLogins {
        provider
        authorizationUrl
        clientId
      }
    }
  }
`);

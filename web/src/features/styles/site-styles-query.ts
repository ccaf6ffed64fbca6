import { graphql } from "../../__generated__";

/** The organisation's sanitised styles for a page (before or after login, by the session). */
export const SiteStylesQuery = graphql(`
  query SiteStyles($pageCode: String!) {
    siteStyles(pageCode: $pageCode) {
      pageCode
      signedIn
      css
    }
  }
`);

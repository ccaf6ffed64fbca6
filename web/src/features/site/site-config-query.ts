import { graphql } from "../../__generated__";

/** The organisation's name and id, shown in the header, the footer and the document title. */
export const SiteConfigQuery = graphql(`
  query SiteConfig {
    siteConfig {
      orgId
      orgName
    }
  }
`);

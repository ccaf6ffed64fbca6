import type { Preload } from "../../lib/preload";
import { pageCodeFor } from "./page-code";
import { SiteStylesQuery } from "./site-styles-query";

/** The organisation's white-label styles of the page SiteStyles applies them to. */
export const preloadSiteStyles: Preload = ({ client, location }) =>
  client.query({ query: SiteStylesQuery, variables: { pageCode: pageCodeFor(location.pathname) } });

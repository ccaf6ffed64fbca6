/** The site module: the site configuration and what is built from it (product menu, wallet options). */
import { defineModule } from "../modules/define-module";
import { PUBLIC_QUERY_FIELDS, Query, SIGNED_OUT_PUBLIC_QUERY_FIELDS } from "./resolvers/Query";
import { SiteConfig } from "./resolvers/SiteConfig";
import { createSiteClient } from "./site.client";
import { createSiteLoaders, type SiteLoaders } from "./site.loaders";

export const siteModule = defineModule({
  name: "site",
  createClient: ({ http }) => createSiteClient(http),
  createLoaders: ({ client, meta, logger }) => createSiteLoaders(client, meta, logger),
  resolvers: { Query, SiteConfig },
  publicQueryFields: PUBLIC_QUERY_FIELDS,
  signedOutPublicQueryFields: SIGNED_OUT_PUBLIC_QUERY_FIELDS,
});

declare module "../context" {
  interface GatewayLoaders extends SiteLoaders {}
}

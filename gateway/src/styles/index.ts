/** The styles module: a white-label page's sanitized stylesheets. */
import { defineModule } from "../modules/define-module";
import { Query } from "./resolvers/Query";
import { createStylesClient } from "./styles.client";
import { createStylesLoaders, type StylesLoaders } from "./styles.loaders";

export const stylesModule = defineModule({
  name: "styles",
  createClient: ({ http, config }) => createStylesClient(http, { siteApiKey: config.siteApiKey }),
  createLoaders: ({ client, meta, logger }) => createStylesLoaders(client, meta, logger),
  resolvers: { Query },
});

declare module "../context" {
  interface GatewayLoaders extends StylesLoaders {}
}

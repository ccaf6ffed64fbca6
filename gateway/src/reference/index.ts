/** The reference module: countries and nationalities, with the spec §8 fallbacks. */
import { defineModule } from "../modules/define-module";
import { createReferenceClient } from "./reference.client";
import { createReferenceLoaders, type ReferenceLoaders } from "./reference.loaders";
import { Country } from "./resolvers/Country";
import { Nationality } from "./resolvers/Nationality";
import { PUBLIC_QUERY_FIELDS, Query } from "./resolvers/Query";

export const referenceModule = defineModule({
  name: "reference",
  createClient: ({ http }) => createReferenceClient(http),
  createLoaders: ({ client, meta, logger }) => createReferenceLoaders(client, meta, logger),
  resolvers: { Query, Country, Nationality },
  publicQueryFields: PUBLIC_QUERY_FIELDS,
});

declare module "../context" {
  interface GatewayLoaders extends ReferenceLoaders {}
}

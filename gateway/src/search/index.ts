/**
 * The search module: offers of every product area for dates and a party (`searchOffers`, never
 * cached) and the destination suggestions of a search form (`destinationSuggestions`, public:
 * the same for every visitor of a language, so the public-response cache may keep it).
 */
import { defineModule } from "../modules/define-module";
import { createSearchClient } from "./search.client";
import { createSearchLoaders, type SearchLoaders } from "./search.loaders";
import { OfferDetails } from "./resolvers/OfferDetails";
import { OfferSearchResult } from "./resolvers/OfferSearchResult";
import { Query } from "./resolvers/Query";

export const searchModule = defineModule({
  name: "search",
  createClient: ({ http, config }) =>
    createSearchClient(http, { timeoutMs: config.upstreamTimeoutMs }),
  createLoaders: ({ client, meta }) => createSearchLoaders(client, meta),
  resolvers: { Query, OfferDetails, OfferSearchResult },
  publicQueryFields: ["destinationSuggestions"],
});

declare module "../context" {
  interface GatewayLoaders extends SearchLoaders {}
}

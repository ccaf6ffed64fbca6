/** The favourites module: the offers a user saved, Offer.isFavourite (and a search result's), save and remove. */
import { accountsModule } from "../accounts";
import { bookingModule } from "../booking";
import { defineModule } from "../modules/define-module";
import type { UpstreamCallMeta } from "../upstream/http";
import { createFavouritesClient, type FavouritesClient } from "./favourites.client";
import { createFavouritesLoaders, type FavouritesLoaders } from "./favourites.loaders";
import { Mutation } from "./resolvers/Mutation";
import { Offer } from "./resolvers/Offer";
import { OfferSearchResult } from "./resolvers/OfferSearchResult";
import { Query } from "./resolvers/Query";

/** What the favourites mutations need besides the loaders. */
export interface FavouritesContext {
  client: FavouritesClient;
  meta: UpstreamCallMeta;
}

export const favouritesModule = defineModule({
  name: "favourites",
  needs: [accountsModule, bookingModule],
  createClient: ({ http, config }) =>
    createFavouritesClient(http, {
      timeoutMs: config.upstreamTimeoutMs,
      writeTimeoutMs: config.upstreamWriteTimeoutMs,
    }),
  createLoaders: ({ client, meta, logger, session, loaders }) =>
    createFavouritesLoaders(client, meta, logger, session, loaders),
  createContext: ({ client, meta }): FavouritesContext => ({ client, meta }),
  resolvers: { Query, Mutation, Offer, OfferSearchResult },
});

declare module "../context" {
  interface GatewayLoaders extends FavouritesLoaders {}
  interface GatewayContext {
    favourites: FavouritesContext;
  }
}

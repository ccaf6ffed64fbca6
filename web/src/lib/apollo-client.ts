import {
  ApolloClient,
  HttpLink,
  InMemoryCache,
  type ApolloLink,
  type NormalizedCacheObject,
} from "@apollo/client";

/** Where the gateway answers GraphQL: same origin as the page. */
export const GRAPHQL_URI = "/graphql";

/**
 * The members of the schema's unions that fragments are spread on (the cache matches a fragment
 * on a union only by this list; apollo-client.test.ts holds it to the schema).
 */
export const possibleTypes: Record<string, string[]> = {
  OfferDetails: [
    "HotelDetails",
    "RentalDetails",
    "ActivityDetails",
    "DreamTripDetails",
    "FlightDetails",
    "PackageDetails",
    "CarDetails",
    "CruiseDetails",
    "TransferDetails",
  ],
};

export interface ApolloClientOptions {
  /** Where operations go: the gateway's /graphql by default (a page the gateway renders passes its own). */
  link?: ApolloLink;
  /** The cache's contents to start with: what the gateway fetched for a page it rendered. */
  state?: NormalizedCacheObject | undefined;
  /** On the server: queries are answered from the cache only while rendering. */
  ssrMode?: boolean;
}

/**
 * The app's Apollo Client. Reference data is read cache-first; nothing polls or refetches on
 * focus, staleness or reconnect (spec §9).
 */
export function createApolloClient({
  link,
  state,
  ssrMode,
}: ApolloClientOptions = {}): ApolloClient {
  const client = new ApolloClient({
    ssrMode: ssrMode ?? false,
    link: link ?? new HttpLink({ uri: GRAPHQL_URI, credentials: "same-origin" }),
    // Site configuration and the wallet have no id; their queries ask for different fields of
    // the one object.
    cache: new InMemoryCache({
      possibleTypes,
      typePolicies: {
        SiteConfig: { merge: true },
        Wallet: { merge: true },
        ProductWallet: { merge: true },
      },
    }),
    defaultOptions: {
      watchQuery: { fetchPolicy: "cache-first", nextFetchPolicy: "cache-first" },
      query: { fetchPolicy: "cache-first" },
    },
  });
  if (state) client.cache.restore(state);
  return client;
}

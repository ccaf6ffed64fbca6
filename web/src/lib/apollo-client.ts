import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client";

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

/**
 * The app's Apollo Client. Reference data is read cache-first; nothing polls or refetches on
 * focus, staleness or reconnect (spec §9).
 */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: GRAPHQL_URI, credentials: "same-origin" }),
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
}

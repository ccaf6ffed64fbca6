import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client";

/** Where the gateway answers GraphQL: same origin as the page. */
export const GRAPHQL_URI = "/graphql";

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

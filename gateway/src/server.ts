/**
 * The Apollo server, built apart from any listener (tests call `executeOperation`), with
 * production-safe settings whatever NODE_ENV says.
 */
import { ApolloServer, type ApolloServerPlugin, type PersistedQueryOptions } from "@apollo/server";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginSchemaReportingDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from "@apollo/server/plugin/disabled";
import { ApolloArmor } from "@escape.tech/graphql-armor";
import { loadTypeDefs } from "@travel/schema";
import type { Server } from "node:http";
import type { GatewayContext } from "./context";
import { internalErrorsPlugin, maskError } from "./graphql/error-masking";
import { oneCredentialFieldRule } from "./graphql/one-credential-field";
import { resolvers } from "./modules/registry";

export interface GatewayServerOptions {
  /** When given, stopping the server first drains this listener's open requests. */
  httpServer?: Server;
  /** Where automatic persisted queries are kept (default: Apollo's own in-process cache). */
  persistedQueries?: PersistedQueryOptions;
}

/**
 * Query limits: depth, aliases and cost by graphql-armor (introspection is exempt from depth
 * and cost); tokens by graphql's own parser, which reports them as a 400 parse error (armor's
 * Apollo token plugin turns every syntax error into a 500).
 *
 * Cost is linear in the work asked: 1 per scalar, 2 per object, times the `first` of every list
 * around it (depthCostFactor 1: nesting alone resolves nothing more, so it does not multiply;
 * depth has its own limit). The heaviest page the product serves, a search page of 50 results
 * with every field and every details fragment, costs about 8,200; two of them are refused.
 */
export const QUERY_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxCost: 10_000,
  depthCostFactor: 1,
  maxTokens: 1000,
};

export function createGatewayServer(
  options: GatewayServerOptions = {},
): ApolloServer<GatewayContext> {
  const armor = new ApolloArmor({
    // as for the cost: a fragment is as deep as its fields where it is spread, no level more
    maxDepth: { n: QUERY_LIMITS.maxDepth, flattenFragments: true },
    maxAliases: { n: QUERY_LIMITS.maxAliases },
    // a fragment costs what its fields cost where it is spread: the same selection written with
    // or without fragments (the web app colocates them) is the same query
    costLimit: {
      maxCost: QUERY_LIMITS.maxCost,
      depthCostFactor: QUERY_LIMITS.depthCostFactor,
      flattenFragments: true,
    },
    maxTokens: { enabled: false },
    // Apollo's hideSchemaDetailsFromClientErrors already removes "Did you mean" suggestions.
    blockFieldSuggestion: { enabled: false },
  }).protect();

  const plugins: ApolloServerPlugin<GatewayContext>[] = [
    ...(armor.plugins as ApolloServerPlugin<GatewayContext>[]),
    internalErrorsPlugin(),
    // An answer with errors is never shared by the public-response cache.
    {
      requestDidStart: () =>
        Promise.resolve({
          didEncounterErrors: ({ contextValue }) => {
            contextValue.responsePolicy?.notePrivate();
            return Promise.resolve();
          },
        }),
    },
    // The bundled GraphiQL page at /sandbox replaces Apollo's CDN-hosted landing page.
    ApolloServerPluginLandingPageDisabled(),
    // Per-field hooks that cost CPU on every resolved field and earn nothing here: cache hints
    // (public responses are cached whole, see http/response-cache.ts) and Apollo Studio
    // tracing and reporting (no graph ref is ever configured).
    ApolloServerPluginCacheControlDisabled(),
    ApolloServerPluginInlineTraceDisabled(),
    ApolloServerPluginUsageReportingDisabled(),
    ApolloServerPluginSchemaReportingDisabled(),
  ];
  if (options.httpServer) {
    plugins.push(ApolloServerPluginDrainHttpServer({ httpServer: options.httpServer }));
  }

  return new ApolloServer<GatewayContext>({
    typeDefs: loadTypeDefs(),
    resolvers,
    // The schema is the product for partner frontends and the sandbox builds its editor from
    // it, so introspection stays on in production; depth, alias and cost limits still apply.
    introspection: true,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: true,
    formatError: maskError,
    csrfPrevention: true,
    // Compact JSON (Apollo's default pretty-prints every response).
    stringifyResult: (result) => JSON.stringify(result),
    allowBatchedHttpRequests: false,
    ...(options.persistedQueries ? { persistedQueries: options.persistedQueries } : {}),
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
    validationRules: [...armor.validationRules, oneCredentialFieldRule],
    plugins,
  });
}

/**
 * What a client may see of an error: the messages of client errors (parse, validation, bad
 * input, auth...) pass; everything else becomes "Internal server error" with the request id,
 * and its details go to the log only.
 */
import type { ApolloServerPlugin } from "@apollo/server";
import { unwrapResolverError } from "@apollo/server/errors";
import { messages } from "@travel/schema/validation";
import type { GraphQLError, GraphQLFormattedError } from "graphql";
import type { GatewayContext } from "../context";
import { LimitUnavailableError } from "../platform/abuse/limiter";

/** Error codes whose message is meant for the client. */
export const CLIENT_ERROR_CODES: ReadonlySet<string> = new Set([
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
  "BAD_USER_INPUT",
  "BAD_REQUEST",
  "OPERATION_RESOLUTION_FAILURE",
  "PERSISTED_QUERY_NOT_FOUND",
  "PERSISTED_QUERY_NOT_SUPPORTED",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  // the login check could not be made: the client says so and retries (accounts.loaders.ts)
  "UPSTREAM_UNAVAILABLE",
  // a limit refused the request; extensions.retryAfter says when to try again
  "THROTTLED",
]);

export const INTERNAL_ERROR_MESSAGE = "Internal server error";

/**
 * Apollo Server's error for an automatic persisted query whose hash is not its query's: it has
 * no code of its own, so Apollo gives it INTERNAL_SERVER_ERROR although the client is at fault.
 */
const APQ_HASH_MISMATCH = "provided sha does not match query";

function isClientError(code: unknown): boolean {
  return typeof code === "string" && CLIENT_ERROR_CODES.has(code);
}

/**
 * Apollo `formatError`: keeps client errors, masks every other one. A limit that could not be
 * counted (the shared store is down) is a temporary refusal the client may retry.
 */
export function maskError(
  formatted: GraphQLFormattedError,
  error?: unknown,
): GraphQLFormattedError {
  if (isClientError(formatted.extensions?.code)) return formatted;
  if (formatted.message === APQ_HASH_MISMATCH) {
    return {
      message: "The persisted query's sha256Hash is not the hash of its query.",
      extensions: { code: "BAD_REQUEST" },
    };
  }
  const where = {
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
  };
  if (unwrapResolverError(error) instanceof LimitUnavailableError) {
    return {
      message: messages.UPSTREAM_UNAVAILABLE,
      ...where,
      extensions: { code: "SERVICE_UNAVAILABLE" },
    };
  }
  return {
    message: INTERNAL_ERROR_MESSAGE,
    ...where,
    extensions: { code: "INTERNAL_SERVER_ERROR" },
  };
}

/**
 * Logs every internal error with its stack and the request id, and adds the request id to the
 * masked errors of the response so a support request can be matched with the log.
 */
export function internalErrorsPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue }) {
          for (const error of errors as readonly GraphQLError[]) {
            if (isClientError(error.extensions?.code)) continue;
            contextValue.logger.error("graphql internal error", {
              err: error.originalError ?? error,
              path: error.path?.join("."),
            });
          }
        },
        async willSendResponse({ response, contextValue }) {
          if (response.body.kind !== "single") return;
          const { singleResult } = response.body;
          singleResult.errors = singleResult.errors?.map((error) =>
            error.extensions?.code === "INTERNAL_SERVER_ERROR"
              ? { ...error, extensions: { ...error.extensions, requestId: contextValue.requestId } }
              : error,
          );
        },
      };
    },
  };
}

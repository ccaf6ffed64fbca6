/** User errors of the account mutations (also shared by other domains): validation errors, limits, upstream trouble. */
import {
  messages,
  signInThrottledMessage,
  tooManyAttemptsMessage,
  type FieldError,
} from "@travel/schema/validation";
import { GraphQLError } from "graphql";
import type { CodedError } from "../platform/user-error";
import { retryAfterSeconds } from "../platform/abuse/limiter";

/** Validation errors as user errors, fields prefixed for nested input (`details.email`). */
export function fromValidation(
  errors: readonly FieldError[],
  prefix = "",
): CodedError<FieldError["code"]>[] {
  return errors.map((e) => ({ field: `${prefix}${e.field}`, code: e.code, message: e.message }));
}

/** The calm message for an upstream failure (details go to the log only). */
export function upstreamUnavailable(): CodedError<"UPSTREAM_UNAVAILABLE"> {
  return { field: null, code: "UPSTREAM_UNAVAILABLE", message: messages.UPSTREAM_UNAVAILABLE };
}

/** A sign-in refused by a limit: the spec-styled message and the wait in seconds. */
export function throttled(retryAfterMs: number): CodedError<"THROTTLED"> {
  return {
    field: null,
    code: "THROTTLED",
    message: signInThrottledMessage(retryAfterMs / 60_000),
    retryAfter: retryAfterSeconds(retryAfterMs),
  };
}

/** Another action refused by a limit (password reset, sign-up probes); no limit is named. */
export function tooManyAttempts(retryAfterMs: number): CodedError<"THROTTLED"> {
  return {
    field: null,
    code: "THROTTLED",
    message: tooManyAttemptsMessage(retryAfterMs / 60_000),
    retryAfter: retryAfterSeconds(retryAfterMs),
  };
}

/** The same refusal for a field without a payload to carry it: a GraphQL error. */
export function tooManyAttemptsError(retryAfterMs: number): GraphQLError {
  return new GraphQLError(tooManyAttemptsMessage(retryAfterMs / 60_000), {
    extensions: { code: "THROTTLED", retryAfter: retryAfterSeconds(retryAfterMs) },
  });
}

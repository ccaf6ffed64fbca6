/** UserErrors of the account mutations: validation errors, throttling, upstream trouble. */
import { messages, signInThrottledMessage, type FieldError } from "@travel/schema/validation";
import type { UserError } from "../__generated__/resolvers-types";

/** Validation errors as UserErrors, fields prefixed for nested input (`details.email`). */
export function fromValidation(errors: readonly FieldError[], prefix = ""): UserError[] {
  return errors.map((e) => ({ field: `${prefix}${e.field}`, code: e.code, message: e.message }));
}

/** The calm message for an upstream failure (details go to the log only). */
export function upstreamUnavailable(): UserError {
  return { field: null, code: "UPSTREAM_UNAVAILABLE", message: messages.UPSTREAM_UNAVAILABLE };
}

export function throttled(retryAfterMs: number): UserError {
  return {
    field: null,
    code: "THROTTLED",
    message: signInThrottledMessage(retryAfterMs / 60_000),
  };
}

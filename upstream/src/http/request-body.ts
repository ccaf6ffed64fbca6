/**
 * The JSON body rule: at most 1 MiB (else 413, the connection closed), a JSON object; empty
 * means `{}`. Fastify reads the body (server.ts), whatever its Content-Type; this parses it.
 * The one exception: an HTML form posted to the embedded payment provider's pages (a card form
 * cannot be sent as JSON without a script) is read as application/x-www-form-urlencoded.
 */
import { badRequest } from "./http-error";

export const MAX_BODY_BYTES = 1024 * 1024;
export const BODY_TOO_LARGE = "Request body too large";
export const MALFORMED_JSON = "Malformed JSON body";

/** Parses body text: "" → {}, else a JSON object, else a 400 HttpError. */
export function parseJsonBody(text: string): Record<string, unknown> {
  if (text.trim() === "") return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(MALFORMED_JSON);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw badRequest("Request body must be a JSON object");
  }
  return value as Record<string, unknown>;
}

/** Paths whose HTML forms post application/x-www-form-urlencoded (the payment provider's pages). */
const FORM_PATH = /^\/payment-provider\/pay\//;

/** A form post to one of the pages that take forms. */
export function isPageForm(url: string, contentType: string | undefined): boolean {
  return (
    FORM_PATH.test(url) &&
    (contentType ?? "").split(";")[0]!.trim().toLowerCase() === "application/x-www-form-urlencoded"
  );
}

/** A form body's fields (the last of a repeated name wins). */
export function parseFormBody(text: string): Record<string, unknown> {
  return Object.fromEntries(new URLSearchParams(text));
}

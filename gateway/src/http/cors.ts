/**
 * CORS for partner frontends: pages on the origins listed in PARTNER_ORIGINS may call the API
 * from a browser — their preflights are answered, their answers readable, with credentials
 * (the session cookie) allowed. Every other origin gets no CORS header at all, so a browser
 * keeps its page from reading the answer, and its preflight is refused (403): a cross-origin
 * `application/json` POST or one with `Authorization` never leaves the browser. Apollo's CSRF
 * prevention still refuses the "simple" requests that need no preflight, for everyone.
 *
 * It runs first, before the public-answer fast path, so a cached answer carries the same headers.
 * Answers vary by `Origin` whenever partners are configured.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import vary from "vary";

/** The paths a partner's page calls. */
const CORS_PATHS = new Set(["/graphql", "/schema.graphql"]);

/** Request headers a partner may send (what the API reads, and Apollo Client's own). */
export const CORS_ALLOWED_HEADERS = [
  "accept",
  "authorization",
  "content-type",
  "apollo-require-preflight",
  "x-apollo-operation-name",
  "apollographql-client-name",
  "apollographql-client-version",
  "idempotency-key",
  "x-request-id",
];

/** Response headers a partner's script may read besides the safelisted ones. */
const EXPOSED_HEADERS = "x-request-id, x-cache, retry-after";

/** How long a browser may reuse a preflight's answer, in seconds. */
export const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * Returns a step that adds the CORS headers a request gets and answers preflights itself
 * (true: answered, stop there).
 */
export function createCors(
  partnerOrigins: readonly string[],
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const allowed = new Set(partnerOrigins);
  return (req, res) => {
    if (allowed.size === 0) return false;
    const path = (req.url ?? "/").split("?", 1)[0] ?? "/";
    if (!CORS_PATHS.has(path)) return false;
    vary(res, "Origin");
    const origin = req.headers.origin;
    if (typeof origin !== "string") return false;
    const preflight =
      req.method === "OPTIONS" && req.headers["access-control-request-method"] !== undefined;
    if (!allowed.has(origin)) {
      if (!preflight) return false;
      res.writeHead(403, { "content-type": "text/plain; charset=utf-8" });
      res.end("This origin may not call the API from a browser.\n");
      return true;
    }
    res.setHeader("access-control-allow-origin", origin);
    res.setHeader("access-control-allow-credentials", "true");
    if (!preflight) {
      res.setHeader("access-control-expose-headers", EXPOSED_HEADERS);
      return false;
    }
    res.writeHead(204, {
      "access-control-allow-methods": "GET, POST, OPTIONS",
      "access-control-allow-headers": CORS_ALLOWED_HEADERS.join(", "),
      "access-control-max-age": String(PREFLIGHT_MAX_AGE_SECONDS),
      "content-length": "0",
    });
    res.end();
    return true;
  };
}

/**
 * The route tables' shape: each domain exports `{ method, path, handler }` routes whose handlers
 * take an ApiRequest and answer an ApiResponse; server.ts registers them on Fastify.
 */

export type HttpMethod = "GET" | "POST";

export interface ApiRequest {
  /** The JSON body (always an object; `{}` when the request had none). */
  body: Record<string, unknown>;
  /** The visitor's address (see client-ip.ts). */
  clientIp: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  /** The Authorization header, when sent. */
  authorization: string | undefined;
  /** The content language of the Accept-Language header ("es"; "en" without one, content-language.ts). */
  language: string;
  /** The Idempotency-Key header, when sent (see idempotency/store.ts). */
  idempotencyKey?: string | undefined;
  /** The path's `{name}` segments of a templated route (e.g. `/api/offers/{id}`), as sent. */
  params?: Record<string, string>;
  /** Aborted when the connection closes before the answer is sent (client gone, server closing). */
  signal?: AbortSignal;
}

export interface ApiResponse {
  httpStatus: number;
  /** Sent as JSON, or as is when `contentType` is given (then it must be a string). */
  body: unknown;
  contentType?: string;
  /** The Cache-Control header; absent means `no-store` (see cached-read.ts for public reads). */
  cacheControl?: string;
  /** The Vary header: the request headers the answer depends on (shared caches keep one copy per value). */
  vary?: string;
  /** The Location header of a redirect (a 302 or 303 answer). */
  location?: string;
  /** `body` already serialized with its headers (a cached answer): sent as is. */
  prepared?: PreparedBody;
}

/** A serialized answer and its complete headers (content type and length, cache control). */
export interface PreparedBody {
  bytes: Buffer;
  headers: Readonly<Record<string, string>>;
}

export type Handler = (request: ApiRequest) => Promise<ApiResponse>;

export interface Route {
  method: HttpMethod;
  /** An exact path, or an OpenAPI-style template whose `{name}` segments match one segment each. */
  path: string;
  handler: Handler;
}

/** A 200 answer. */
export const ok = (body: unknown): ApiResponse => ({ httpStatus: 200, body });

/** A 200 HTML page. */
export const html = (page: string): ApiResponse => ({
  httpStatus: 200,
  body: page,
  contentType: "text/html; charset=utf-8",
});

const TEMPLATE_SEGMENT = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** A route's path as Fastify writes it: OpenAPI-style `{name}` segments become `:name`. */
export function fastifyPath(path: string): string {
  return path.replace(TEMPLATE_SEGMENT, ":$1");
}

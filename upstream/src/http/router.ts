/** The route table: finds the handler for a method and path, or says why there is none. */

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

export type RouteMatch =
  | { kind: "found"; handler: Handler; params: Record<string, string> }
  | { kind: "method-not-allowed"; allow: HttpMethod[] }
  | { kind: "not-found" };

/** A 200 answer. */
export const ok = (body: unknown): ApiResponse => ({ httpStatus: 200, body });

/** A 200 HTML page. */
export const html = (page: string): ApiResponse => ({
  httpStatus: 200,
  body: page,
  contentType: "text/html; charset=utf-8",
});

const TEMPLATE_SEGMENT = /^\{([A-Za-z_][A-Za-z0-9_]*)\}$/;

/** A templated path's matcher: segment by segment, `{name}` taking any one non-empty segment. */
function templateMatcher(
  path: string,
): ((segments: string[]) => Record<string, string> | null) | null {
  const parts = path.split("/");
  if (!parts.some((p) => TEMPLATE_SEGMENT.test(p))) return null;
  return (segments) => {
    if (segments.length !== parts.length) return null;
    const params: Record<string, string> = {};
    for (const [i, part] of parts.entries()) {
      const segment = segments[i] ?? "";
      const name = TEMPLATE_SEGMENT.exec(part)?.[1];
      if (name === undefined) {
        if (segment !== part) return null;
      } else {
        if (segment === "") return null;
        let decoded: string;
        try {
          decoded = decodeURIComponent(segment);
        } catch {
          decoded = segment;
        }
        params[name] = decoded;
      }
    }
    return params;
  };
}

export function createRouter(
  routes: readonly Route[],
): (method: string, path: string) => RouteMatch {
  const byPath = new Map<string, Map<string, Handler>>();
  for (const route of routes) {
    const methods = byPath.get(route.path) ?? new Map<string, Handler>();
    if (methods.has(route.method))
      throw new Error(`Route ${route.method} ${route.path} is defined twice`);
    methods.set(route.method, route.handler);
    byPath.set(route.path, methods);
  }
  const exact = new Map<string, Map<string, Handler>>();
  const templates: {
    match: (segments: string[]) => Record<string, string> | null;
    methods: Map<string, Handler>;
  }[] = [];
  for (const [path, methods] of byPath) {
    const match = templateMatcher(path);
    if (match === null) exact.set(path, methods);
    else templates.push({ match, methods });
  }
  const answer = (
    methods: Map<string, Handler>,
    method: string,
    params: Record<string, string>,
  ): RouteMatch => {
    const handler = methods.get(method);
    if (handler !== undefined) return { kind: "found", handler, params };
    return { kind: "method-not-allowed", allow: [...methods.keys()] as HttpMethod[] };
  };
  return (method, path) => {
    // exact paths first: /api/offers/top is not /api/offers/{id}
    const methods = exact.get(path);
    if (methods !== undefined) return answer(methods, method, {});
    const segments = path.split("/");
    for (const template of templates) {
      const params = template.match(segments);
      if (params !== null) return answer(template.methods, method, params);
    }
    return { kind: "not-found" };
  };
}

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
  /** Aborted when the connection closes before the answer is sent (client gone, server closing). */
  signal?: AbortSignal;
}

export interface ApiResponse {
  httpStatus: number;
  /** Sent as JSON, or as is when `contentType` is given (then it must be a string). */
  body: unknown;
  contentType?: string;
}

export type Handler = (request: ApiRequest) => Promise<ApiResponse>;

export interface Route {
  method: HttpMethod;
  path: string;
  handler: Handler;
}

export type RouteMatch =
  | { kind: "found"; handler: Handler }
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
  return (method, path) => {
    const methods = byPath.get(path);
    if (methods === undefined) return { kind: "not-found" };
    const handler = methods.get(method);
    if (handler !== undefined) return { kind: "found", handler };
    return { kind: "method-not-allowed", allow: [...methods.keys()] as HttpMethod[] };
  };
}

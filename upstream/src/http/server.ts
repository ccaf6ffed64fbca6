/** The HTTP server: routes JSON requests, maps errors to the contract's JSON, logs each request. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import type { Logger } from "@travel/service-kit/logger";
import { NO_STORE } from "./cached-read";
import { clientIp } from "./client-ip";
import { HttpError } from "./http-error";
import { readJsonBody } from "./request-body";
import { requestIdFrom, requestLogFields } from "./request-log";
import { createRouter, type ApiRequest, type Handler, type Route } from "./router";

export const NOT_FOUND = "Not found";
export const INTERNAL_ERROR = "Internal error";
const KEEP_ALIVE_MS = 5_000;
const JSON_TYPE = "application/json; charset=utf-8";

function sendJson(
  response: ServerResponse,
  httpStatus: number,
  body: unknown,
  headers: Record<string, string> = {},
  cacheControl: string = NO_STORE,
) {
  const json = JSON.stringify(body);
  response.writeHead(httpStatus, {
    "content-type": JSON_TYPE,
    "content-length": String(Buffer.byteLength(json)),
    "cache-control": cacheControl,
    ...headers,
  });
  response.end(json);
}

/**
 * The handler's view of the request. The query, the Authorization and Idempotency-Key headers,
 * the client's address and the abort signal are worked out only when a handler asks for them
 * (most never do).
 */
function apiRequest(
  request: IncomingMessage,
  response: ServerResponse,
  body: Record<string, unknown>,
  search: string,
  params: Record<string, string>,
): ApiRequest {
  let query: URLSearchParams | undefined;
  let ip: string | undefined;
  let gone: AbortController | undefined;
  return {
    body,
    params,
    // reading `headers` makes node build the header object: only when a handler needs it
    get authorization() {
      return request.headers.authorization;
    },
    get idempotencyKey() {
      const key = request.headers["idempotency-key"];
      return Array.isArray(key) ? key[0] : key;
    },
    get query() {
      return (query ??= new URLSearchParams(search));
    },
    get clientIp() {
      return (ip ??= clientIp(request.headers["x-forwarded-for"], request.socket.remoteAddress));
    },
    get signal() {
      if (gone === undefined) {
        const controller = (gone = new AbortController());
        if (response.destroyed || response.writableFinished) controller.abort();
        else response.once("close", () => controller.abort());
      }
      return gone.signal;
    },
  };
}

export function createApiServer(routes: readonly Route[], logger: Logger): Server {
  const route = createRouter(routes);
  const logRequests = logger.enabled("info");
  const handle = async (
    request: IncomingMessage,
    response: ServerResponse,
    method: string,
    path: string,
    search: string,
    handler: Handler,
    params: Record<string, string>,
  ) => {
    const body = method === "POST" ? await readJsonBody(request) : {};
    const answer = await handler(apiRequest(request, response, body, search, params));
    // the client went away (or the server closed) while the handler worked: nobody to answer
    if (response.destroyed) return;
    if (answer.prepared !== undefined) {
      response.writeHead(answer.httpStatus, answer.prepared.headers);
      response.end(answer.prepared.bytes);
    } else if (answer.contentType !== undefined) {
      const text = String(answer.body);
      response.writeHead(answer.httpStatus, {
        "content-type": answer.contentType,
        "content-length": String(Buffer.byteLength(text)),
        "cache-control": answer.cacheControl ?? NO_STORE,
      });
      response.end(text);
    } else sendJson(response, answer.httpStatus, answer.body, {}, answer.cacheControl);
  };
  const fail = (
    request: IncomingMessage,
    response: ServerResponse,
    method: string,
    path: string,
    error: unknown,
  ) => {
    const requestId = requestIdFrom(request.headers["x-request-id"]);
    if (error instanceof HttpError) {
      // A body refused half-read (too large) must not be taken for the next request on a
      // kept-alive connection: close the connection after this answer.
      const close: Record<string, string> = request.complete ? {} : { connection: "close" };
      const body =
        error.code === undefined
          ? { status: 0, message: error.message }
          : { status: 0, code: error.code, message: error.message };
      sendJson(response, error.httpStatus, body, close);
      return;
    }
    logger.error(`${method} ${path} failed`, { err: error, ...(requestId ? { requestId } : {}) });
    if (!response.headersSent) sendJson(response, 500, { status: 0, message: INTERNAL_ERROR });
    else response.destroy();
  };
  const server = createServer((request, response) => {
    const method = request.method ?? "GET";
    const url = request.url ?? "/";
    const mark = url.indexOf("?");
    const path = mark === -1 ? url : url.slice(0, mark);
    const search = mark === -1 ? "" : url.slice(mark + 1);
    if (logRequests) {
      // one line per request, formatted only when info lines are written
      const started = performance.now();
      response.once("finish", () => {
        logger.info(
          "request",
          requestLogFields(
            requestIdFrom(request.headers["x-request-id"]),
            method,
            path,
            response.statusCode,
            performance.now() - started,
          ),
        );
      });
    }
    const match = route(method, path);
    if (match.kind === "not-found") {
      sendJson(response, 404, { status: 0, message: NOT_FOUND });
      return;
    }
    if (match.kind === "method-not-allowed") {
      sendJson(
        response,
        405,
        { status: 0, message: "Method not allowed" },
        { allow: match.allow.join(", ") },
      );
      return;
    }
    handle(request, response, method, path, search, match.handler, match.params).catch(
      (error: unknown) => fail(request, response, method, path, error),
    );
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  return server;
}

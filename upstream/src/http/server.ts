/**
 * The HTTP server, on Fastify: registers the domains' route tables, parses JSON bodies, refuses
 * bodies that do not match the operation's requestBody schema in upstream/openapi.yaml, maps
 * errors to the contract's `{ status: 0, message }` JSON, and logs one line per request.
 */
import { createServer, type IncomingMessage } from "node:http";
import { performance } from "node:perf_hooks";
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import type { Logger } from "@travel/service-kit/logger";
import { NO_STORE } from "./cached-read";
import { contentLanguage } from "../locale/content-language";
import { clientIp } from "./client-ip";
import { HttpError } from "./http-error";
import { BODY_TOO_LARGE, MAX_BODY_BYTES, parseJsonBody } from "./request-body";
import { requestIdFrom, requestLogFields } from "./request-log";
import {
  bodyValidator,
  documentedRequestBodies,
  DOMAIN_CHECKED,
  RequestValidationError,
  validationMessage,
  type RequestBodyValidators,
} from "./request-validation";
import {
  fastifyPath,
  type ApiRequest,
  type ApiResponse,
  type HttpMethod,
  type Route,
} from "./router";

export const NOT_FOUND = "Not found";
export const METHOD_NOT_ALLOWED = "Method not allowed";
export const INTERNAL_ERROR = "Internal error";
const KEEP_ALIVE_MS = 5_000;
const JSON_TYPE = "application/json; charset=utf-8";
/** Node's limit on a request line and headers (16 KiB): no path segment is longer. */
const MAX_PARAM_LENGTH = 16 * 1024;

export interface ApiServerOptions {
  /**
   * Validators of the request bodies (default: upstream/openapi.yaml's requestBody schemas);
   * null validates none.
   */
  requestBodies?: RequestBodyValidators | null;
  /** "METHOD path" of the operations whose domain check answers a refused body (DOMAIN_CHECKED). */
  domainChecked?: ReadonlySet<string>;
}

/** A path whose segments hold a malformed %-escape, with those segments' `%` escaped. */
function escapeMalformedSegments(url: string): string {
  const mark = url.indexOf("?");
  const path = mark === -1 ? url : url.slice(0, mark);
  const fixed = path
    .split("/")
    .map((segment) => {
      try {
        decodeURIComponent(segment);
        return segment;
      } catch {
        return segment.replace(/%/g, "%25");
      }
    })
    .join("/");
  return mark === -1 ? fixed : fixed + url.slice(mark);
}

/** The request path, without the query. */
function pathOf(url: string): string {
  const mark = url.indexOf("?");
  return mark === -1 ? url : url.slice(0, mark);
}

/**
 * The handler's view of the request. The query, the Authorization and Idempotency-Key headers,
 * the client's address and the abort signal are worked out only when a handler asks for them
 * (most never do).
 */
function apiRequest(request: FastifyRequest, reply: FastifyReply): ApiRequest {
  let query: URLSearchParams | undefined;
  let ip: string | undefined;
  let gone: AbortController | undefined;
  const raw = request.raw;
  return {
    body: (request.body as Record<string, unknown> | undefined) ?? {},
    params: request.params as Record<string, string>,
    get authorization() {
      return raw.headers.authorization;
    },
    get language() {
      return contentLanguage(raw.headers["accept-language"]);
    },
    get idempotencyKey() {
      const key = raw.headers["idempotency-key"];
      return Array.isArray(key) ? key[0] : key;
    },
    get query() {
      if (query === undefined) {
        const url = raw.url ?? "";
        const mark = url.indexOf("?");
        query = new URLSearchParams(mark === -1 ? "" : url.slice(mark + 1));
      }
      return query;
    },
    // the first X-Forwarded-For entry, else the socket's address (client-ip.ts)
    get clientIp() {
      return (ip ??= clientIp(raw.headers["x-forwarded-for"], raw.socket.remoteAddress));
    },
    get signal() {
      if (gone === undefined) {
        const controller = (gone = new AbortController());
        const response = reply.raw;
        if (response.destroyed || response.writableFinished) controller.abort();
        else response.once("close", () => controller.abort());
      }
      return gone.signal;
    },
  };
}

/** Sends a handler's answer: prepared bytes as they are, text with its type, else JSON. */
function send(reply: FastifyReply, answer: ApiResponse): FastifyReply {
  if (answer.prepared !== undefined) {
    // bytes and complete headers serialized once (cached-read.ts): written as they are
    reply.hijack();
    reply.raw.writeHead(answer.httpStatus, answer.prepared.headers);
    reply.raw.end(answer.prepared.bytes);
    return reply;
  }
  reply.code(answer.httpStatus);
  reply.header("cache-control", answer.cacheControl ?? NO_STORE);
  if (answer.location !== undefined) reply.header("location", answer.location);
  if (answer.contentType !== undefined)
    return reply.header("content-type", answer.contentType).send(String(answer.body));
  return reply.header("content-type", JSON_TYPE).send(JSON.stringify(answer.body));
}

/** Whether an answer refuses the request: an error status, or the legacy 200 `{ status: 0 }`. */
function refuses(answer: ApiResponse): boolean {
  return answer.httpStatus >= 400 || (answer.body as { status?: unknown } | null)?.status === 0;
}

/** An error answer: `{ status: 0, message }` (and `code` when given), never cached. */
function sendError(
  reply: FastifyReply,
  httpStatus: number,
  message: string,
  code?: string,
): FastifyReply {
  const body = code === undefined ? { status: 0, message } : { status: 0, code, message };
  return reply
    .code(httpStatus)
    .header("cache-control", NO_STORE)
    .header("content-type", JSON_TYPE)
    .send(JSON.stringify(body));
}

export function createApiServer(
  routes: readonly Route[],
  logger: Logger,
  options: ApiServerOptions = {},
): FastifyInstance {
  const requestBodies =
    options.requestBodies === undefined ? documentedRequestBodies : options.requestBodies;
  const rerouted = new WeakSet<IncomingMessage>();
  const app = Fastify({
    // our own one-line request log (below) and error log; Fastify's would be two lines
    logger: false,
    // close() also ends requests still in progress (e.g. a savings import hanging in test mode)
    forceCloseConnections: true,
    bodyLimit: MAX_BODY_BYTES,
    // HEAD is not served: a known path answers it 405 like any other method it does not have
    exposeHeadRoutes: false,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // the node server, logging one line per request (formatted only when info lines are
    // written): a listener on the raw answer, no per-request hook
    serverFactory: (handler) => {
      const logRequests = logger.enabled("info");
      const server = createServer(
        logRequests
          ? (request, response) => {
              const started = performance.now();
              const method = request.method ?? "GET";
              const url = request.url ?? "/";
              response.once("finish", () => {
                logger.info(
                  "request",
                  requestLogFields(
                    requestIdFrom(request.headers["x-request-id"]),
                    method,
                    pathOf(url),
                    response.statusCode,
                    performance.now() - started,
                  ),
                );
              });
              handler(request, response);
            }
          : handler,
      );
      server.keepAliveTimeout = KEEP_ALIVE_MS;
      return server;
    },
    frameworkErrors: (error, request, reply) => {
      // a segment with a malformed %-escape goes to its route as sent (the handler refuses
      // it): routed again with that segment's `%` escaped
      const raw = request.raw;
      if (error.code === "FST_ERR_BAD_URL" && !rerouted.has(raw)) {
        rerouted.add(raw);
        raw.url = escapeMalformedSegments(raw.url ?? "/");
        app.routing(raw, reply.raw);
        return;
      }
      sendError(reply, 400, error.message);
    },
    schemaErrorFormatter: (errors) => new RequestValidationError(validationMessage(errors)),
  });

  // every POST body is JSON whatever its Content-Type says: "" → {}, else an object (request-body.ts)
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string" }, (_request, text, done) => {
    try {
      done(null, parseJsonBody(text as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    // Fastify closes the connection after any parser error; only a half-read body needs that
    // (the rest must not be taken for the next request), so a complete one keeps it alive
    if (
      reply.getHeader("connection") === "close" &&
      request.raw.complete &&
      reply.raw.shouldKeepAlive
    )
      reply.headers({ connection: "keep-alive", "keep-alive": `timeout=${KEEP_ALIVE_MS / 1000}` });
    if (error instanceof HttpError)
      return sendError(reply, error.httpStatus, error.message, error.code);
    if (error instanceof RequestValidationError) return sendError(reply, 400, error.message);
    const statusCode = (error as FastifyError).statusCode;
    if (statusCode === 413) return sendError(reply, 413, BODY_TOO_LARGE);
    // Fastify's other refusals of a request (a bad Content-Length...) keep their status
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500)
      return sendError(reply, statusCode, error.message);
    const requestId = requestIdFrom(request.headers["x-request-id"]);
    logger.error(`${request.method} ${pathOf(request.url)} failed`, {
      err: error,
      ...(requestId ? { requestId } : {}),
    });
    return sendError(reply, 500, INTERNAL_ERROR);
  });

  app.setNotFoundHandler((_request, reply) => sendError(reply, 404, NOT_FOUND));

  // the routes; a known path with another method is answered 405 with an Allow header
  const allowed = new Map<string, HttpMethod[]>();
  for (const route of routes) {
    const methods = allowed.get(route.path) ?? [];
    if (methods.includes(route.method))
      throw new Error(`Route ${route.method} ${route.path} is defined twice`);
    allowed.set(route.path, [...methods, route.method]);
    const validate =
      route.method === "POST" ? requestBodies?.(route.method, route.path) : undefined;
    const url = fastifyPath(route.path);
    const templated = url !== route.path;
    // the domain's own check answers a refused body on DOMAIN_CHECKED operations
    const domainChecked = (options.domainChecked ?? DOMAIN_CHECKED).has(
      `${route.method} ${route.path}`,
    );
    app.route({
      method: route.method,
      url,
      ...(validate === undefined
        ? {}
        : {
            schema: { body: validate.schema as object },
            validatorCompiler: () => bodyValidator(validate),
            attachValidation: domainChecked,
          }),
      handler: async (request, reply) => {
        // a template's `{name}` takes one non-empty segment: /api/offers/ is no offer
        if (templated && Object.values(request.params as object).includes(""))
          return sendError(reply, 404, NOT_FOUND);
        const answer = await route.handler(apiRequest(request, reply));
        if (request.validationError !== undefined && !refuses(answer))
          logger.warn("accepted a request body that openapi.yaml refuses", {
            method: route.method,
            path: route.path,
            problem: request.validationError.message,
          });
        // the client went away (or the server closed) while the handler worked: nobody to answer
        if (reply.raw.destroyed) return reply.hijack();
        return send(reply, answer);
      },
    });
  }
  for (const [path, methods] of allowed) {
    const others = app.supportedMethods.filter((m) => !methods.includes(m as HttpMethod));
    const allow = methods.join(", ");
    app.route({
      method: others,
      url: fastifyPath(path),
      // answered before the body is read
      onRequest: async (_request, reply) =>
        sendError(reply.header("allow", allow), 405, METHOD_NOT_ALLOWED),
      handler: async () => undefined,
    });
  }
  return app;
}

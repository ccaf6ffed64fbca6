/**
 * The HTTP server, on Fastify: registers the domains' route tables, parses JSON bodies, refuses
 * bodies that do not match the operation's requestBody schema in upstream/openapi.yaml, maps
 * errors to the contract's `{ status: 0, message }` JSON, and logs one line per request.
 */
import { createServer, type IncomingMessage } from "node:http";
import { performance } from "node:perf_hooks";
import Fastify, { type FastifyError, type FastifyInstance } from "fastify";
import type { Logger } from "@travel/service-kit/logger";
import { HttpError } from "./http-error";
import {
  BODY_TOO_LARGE,
  MAX_BODY_BYTES,
  isPageForm,
  parseFormBody,
  parseJsonBody,
} from "./request-body";
import { requestIdFrom, requestLogFields } from "./request-log";
import {
  bodyValidator,
  documentedRequestBodies,
  DOMAIN_CHECKED,
  RequestValidationError,
  validationMessage,
  type RequestBodyValidators,
} from "./request-validation";
import { fastifyPath, type HttpMethod, type Route } from "./router";
import {
  apiRequest,
  escapeMalformedSegments,
  pathOf,
  refuses,
  send,
  sendError,
} from "./api-exchange";

export const NOT_FOUND = "Not found";
export const METHOD_NOT_ALLOWED = "Method not allowed";
export const INTERNAL_ERROR = "Internal error";
const KEEP_ALIVE_MS = 5_000;
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

  // every POST body is JSON whatever its Content-Type says: "" → {}, else an object
  // (request-body.ts); but the HTML forms of the embedded providers' pages (request-body.ts)
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string" }, (request, text, done) => {
    try {
      done(
        null,
        isPageForm(request.url, request.headers["content-type"])
          ? parseFormBody(text as string)
          : parseJsonBody(text as string),
      );
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

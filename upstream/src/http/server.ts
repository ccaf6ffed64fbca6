/** The HTTP server: routes JSON requests, maps errors to the contract's JSON, logs each request. */
import { createServer, type Server, type ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import type { Logger } from "../logging/logger";
import { clientIp } from "./client-ip";
import { HttpError } from "./http-error";
import { readJsonBody } from "./request-body";
import { formatRequestLine } from "./request-log";
import { createRouter, type Route } from "./router";

export const NOT_FOUND = "Not found";
export const INTERNAL_ERROR = "Internal error";
const KEEP_ALIVE_MS = 5_000;

function sendJson(
  response: ServerResponse,
  httpStatus: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const json = JSON.stringify(body);
  response.writeHead(httpStatus, {
    "content-type": "application/json; charset=utf-8",
    "content-length": String(Buffer.byteLength(json)),
    ...headers,
  });
  response.end(json);
}

export function createApiServer(routes: readonly Route[], logger: Logger): Server {
  const route = createRouter(routes);
  const server = createServer(async (request, response) => {
    const started = performance.now();
    const method = request.method ?? "GET";
    const [path = "/", search = ""] = (request.url ?? "/").split("?", 2);
    response.on("finish", () => {
      logger.info(
        formatRequestLine(method, path, response.statusCode, performance.now() - started),
      );
    });
    try {
      const match = route(method, path);
      if (match.kind === "not-found")
        return sendJson(response, 404, { status: 0, message: NOT_FOUND });
      if (match.kind === "method-not-allowed") {
        return sendJson(
          response,
          405,
          { status: 0, message: "Method not allowed" },
          { allow: match.allow.join(", ") },
        );
      }
      const body = method === "POST" ? await readJsonBody(request) : {};
      const ip = clientIp(request.headers["x-forwarded-for"], request.socket.remoteAddress);
      const gone = new AbortController();
      response.once("close", () => gone.abort());
      const answer = await match.handler({
        body,
        clientIp: ip,
        query: new URLSearchParams(search),
        authorization: request.headers.authorization,
        params: match.params,
        signal: gone.signal,
      });
      // the client went away (or the server closed) while the handler worked: nobody to answer
      if (response.destroyed) return;
      if (answer.contentType !== undefined) {
        const text = String(answer.body);
        response.writeHead(answer.httpStatus, {
          "content-type": answer.contentType,
          "content-length": String(Buffer.byteLength(text)),
        });
        response.end(text);
      } else sendJson(response, answer.httpStatus, answer.body);
    } catch (error) {
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
      logger.error(`${method} ${path} failed`, error);
      if (!response.headersSent) sendJson(response, 500, { status: 0, message: INTERNAL_ERROR });
      else response.destroy();
    }
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  return server;
}

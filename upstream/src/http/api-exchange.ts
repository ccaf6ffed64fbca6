/**
 * Between Fastify and the domains' handlers: the handler's view of a request (ApiRequest) and
 * the writing of its answer (ApiResponse) or of an error in the contract's `{ status: 0 }` shape.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { contentLanguage } from "../locale/content-language";
import { NO_STORE } from "./cached-read";
import { clientIp } from "./client-ip";
import type { ApiRequest, ApiResponse } from "./router";

const JSON_TYPE = "application/json; charset=utf-8";

/** A path whose segments hold a malformed %-escape, with those segments' `%` escaped. */
export function escapeMalformedSegments(url: string): string {
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
export function pathOf(url: string): string {
  const mark = url.indexOf("?");
  return mark === -1 ? url : url.slice(0, mark);
}

/**
 * The handler's view of the request. The query, the Authorization and Idempotency-Key headers,
 * the client's address and the abort signal are worked out only when a handler asks for them
 * (most never do).
 */
export function apiRequest(request: FastifyRequest, reply: FastifyReply): ApiRequest {
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
export function send(reply: FastifyReply, answer: ApiResponse): FastifyReply {
  if (answer.prepared !== undefined) {
    // bytes and complete headers serialized once (cached-read.ts): written as they are
    reply.hijack();
    reply.raw.writeHead(answer.httpStatus, answer.prepared.headers);
    reply.raw.end(answer.prepared.bytes);
    return reply;
  }
  reply.code(answer.httpStatus);
  reply.header("cache-control", answer.cacheControl ?? NO_STORE);
  if (answer.vary !== undefined) reply.header("vary", answer.vary);
  if (answer.location !== undefined) reply.header("location", answer.location);
  if (answer.contentType !== undefined)
    return reply.header("content-type", answer.contentType).send(String(answer.body));
  return reply.header("content-type", JSON_TYPE).send(JSON.stringify(answer.body));
}

/** Whether an answer refuses the request: an error status, or the legacy 200 `{ status: 0 }`. */
export function refuses(answer: ApiResponse): boolean {
  return answer.httpStatus >= 400 || (answer.body as { status?: unknown } | null)?.status === 0;
}

/** An error answer: `{ status: 0, message }` (and `code` when given), never cached. */
export function sendError(
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

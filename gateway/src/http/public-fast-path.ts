/**
 * The hit path of the public-response cache, in front of express: a POST /graphql whose exact
 * bytes (body, locale, organisation and session cookies, Authorization) were once answered from or stored in the cache by the
 * express handler (graphql-handler.ts) is answered here from the stored bytes, with the same
 * request id, security headers, access-log line and headers as there, without express,
 * body parsing or GraphQL. Anything else, and any miss, goes on to express untouched: the body
 * read here is put back into the request stream first.
 *
 * Only `application/json` bodies without Content-Encoding and with a Content-Length are read,
 * so CSRF prevention and the body parser's rules still decide everything this path does not
 * serve, and an alias is only ever made from a body the express path classified as a public
 * operation and keyed itself.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "@travel/service-kit/logger";
import type { Store } from "../platform/store";
import { chooseRequestId } from "./request-id";
import { decodeCachedResponse, writeCachedResponse } from "./response-cache";
import { SECURITY_HEADERS } from "./security-headers";

const JSON_TYPE = /^application\/json\s*(;\s*charset=utf-8\s*)?$/i;
/** Bodies larger than this are left to express (public operations are short). */
const MAX_BODY_BYTES = 16 * 1024;
const SECURITY_HEADER_LIST = Object.entries(SECURITY_HEADERS);

/** Request → the raw key of its bytes, for graphql-handler.ts to name an alias with. */
const rawKeys = new WeakMap<IncomingMessage, string>();

/** The raw key of a request this path read, if it did. */
export function rawKeyOf(req: IncomingMessage): string | undefined {
  return rawKeys.get(req);
}

export interface PublicAliases {
  /** Remembers that requests with these raw bytes are answered by the response under `key`. */
  remember(rawKey: string, key: string): void;
  lookup(rawKey: string): string | undefined;
}

export function createPublicAliases(max = 5000): PublicAliases {
  const aliases = new Map<string, string>();
  return {
    remember(rawKey, key) {
      if (aliases.size >= max) aliases.clear();
      aliases.set(rawKey, key);
    },
    lookup: (rawKey) => aliases.get(rawKey),
  };
}

/**
 * What the answer may depend on besides the body: the Cookie header when it holds a locale, the
 * organisation or the session cookie (whole, so never coarser than the express path's reading
 * of it), and the Authorization header: a signed-in request never meets a signed-out visitor's
 * alias (the product menu's link is personal), only the aliases its own answers made.
 */
function rawKey(body: Buffer, cookie: string | undefined, authorization: string | undefined) {
  const varying = cookie && /language|currency_code|org_id|session/.test(cookie) ? cookie : "";
  return createHash("sha256")
    .update(body)
    .update("\u0000")
    .update(varying)
    .update("\u0000")
    .update(authorization ?? "")
    .digest("base64url");
}

export interface FastPathOptions {
  store: Store;
  aliases: PublicAliases;
  logger: Logger;
  /** Told of every request answered here, with its body (metrics name its operation). */
  onHit?: (res: ServerResponse, body: Buffer) => void;
}

export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

export function publicFastPath(options: FastPathOptions, next: RequestListener): RequestListener {
  const { store, aliases, logger } = options;

  const serve = async (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const key = rawKey(body, req.headers.cookie, req.headers.authorization);
    rawKeys.set(req, key);
    const alias = aliases.lookup(key);
    const stored = alias === undefined ? undefined : await store.get(alias);
    const entry = stored === undefined ? null : decodeCachedResponse(stored);
    if (!entry) {
      req.unshift(body);
      return next(req, res);
    }
    const started = performance.now();
    options.onHit?.(res, body);
    const requestId = chooseRequestId(req.headers["x-request-id"]);
    res.setHeader("x-request-id", requestId);
    for (const [name, value] of SECURITY_HEADER_LIST) res.setHeader(name, value);
    res.once("close", () =>
      logger.info("request", {
        requestId,
        method: "POST",
        path: "/graphql",
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
        ...(res.writableFinished ? {} : { aborted: true }),
      }),
    );
    writeCachedResponse(res, req.headers["accept-encoding"], entry, "hit");
  };

  return (req, res) => {
    const length = Number(req.headers["content-length"]);
    const eligible =
      req.method === "POST" &&
      req.url === "/graphql" &&
      JSON_TYPE.test(req.headers["content-type"] ?? "") &&
      req.headers["content-encoding"] === undefined &&
      req.headers["transfer-encoding"] === undefined &&
      Number.isInteger(length) &&
      length > 0 &&
      length <= MAX_BODY_BYTES;
    if (!eligible) return next(req, res);

    // One paused-mode read of exactly Content-Length bytes: nothing is taken from the stream
    // before the whole body is there, and 'end' is not emitted, so the bytes can be put back
    // with unshift() for express's body parser.
    const cleanup = () => {
      req.off("readable", onReadable);
      req.off("error", onError);
    };
    const onReadable = () => {
      const body = req.read(length) as Buffer | null;
      if (body === null) return;
      cleanup();
      serve(req, res, body).catch(() => {
        if (!res.headersSent) {
          res.statusCode = 500;
          res.end();
        }
      });
    };
    // Nothing was consumed: express meets the failure as it would have.
    const onError = () => {
      cleanup();
      next(req, res);
    };
    req.on("readable", onReadable);
    req.once("error", onError);
  };
}

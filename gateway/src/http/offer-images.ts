/**
 * GET /offer-images/{id}.svg[?language=es-ES]: an offer's picture (the `imageUrl` of offers and
 * search results; `language`, a language tag, writes its name and place in that language, and
 * is in the `imageUrl` of a visitor who reads another language than English), read from
 * the upstream's GET /api/offers/{id}/image.svg through the upstream HTTP helper (time limit,
 * retries, breaker; its public answer is kept in the gateway's cache store for up to
 * PUBLIC_CACHE_TTL_SECONDS, so repeated pictures cost no upstream call). Answered as
 * `image/svg+xml` with the upstream's Cache-Control, Brotli or gzip as the client accepts, and a
 * Content-Security-Policy that lets the SVG run nothing and load nothing (opened on its own, an
 * SVG is a document). 400 for an id that is not one, 404 for an unknown offer, 503 when the
 * upstream cannot answer.
 */
import type { RequestHandler } from "express";
import type { Logger } from "@travel/service-kit/logger";
import { contentLanguageTag } from "../context";
import type { SearchClient } from "../search/search.client";
import { UpstreamError } from "../upstream/errors";
import type { UpstreamCallMeta } from "../upstream/http";
import { chooseEncoding, compressDynamic, COMPRESSION_THRESHOLD_BYTES } from "./compression";
import { requestIdOf } from "./request-id";

/** An SVG opened as a page runs no script, loads nothing and is not framed elsewhere. */
export const SVG_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'";

const FILE = /^([1-9]\d{0,8})\.svg$/;

export interface OfferImagesOptions {
  client: Pick<SearchClient, "image">;
  logger: Logger;
  /** The visitor's address (for X-Forwarded-For). */
  clientIp: (req: Parameters<RequestHandler>[0]) => string | undefined;
}

const plain = (res: Parameters<RequestHandler>[1], status: number, text: string) =>
  res.status(status).type("text/plain; charset=utf-8").set("cache-control", "no-store").send(text);

export function offerImages(options: OfferImagesOptions): RequestHandler {
  return async (req, res) => {
    const match = FILE.exec(String(req.params.file ?? ""));
    if (!match) return void plain(res, 400, "The picture's id must be an offer id.");
    const asked = req.query.language;
    const language = typeof asked === "string" ? contentLanguageTag(asked) : undefined;
    if (asked !== undefined && language === undefined) {
      return void plain(res, 400, "The picture's language must be a language tag, such as es-ES.");
    }
    const meta: UpstreamCallMeta = {
      requestId: requestIdOf(res),
      clientIp: options.clientIp(req),
      logger: options.logger,
      language,
    };
    let image;
    try {
      image = await options.client.image(meta, Number(match[1]));
    } catch (err) {
      if (!(err instanceof UpstreamError)) throw err;
      options.logger.warn("offer picture failed upstream", {
        requestId: meta.requestId,
        upstreamPath: err.path,
        errorKind: err.kind,
        error: err.message,
      });
      return void plain(res, 503, "The picture cannot be read right now.");
    }
    if (!image.found) {
      return void plain(res, image.status, image.status === 404 ? "Not found" : "Bad request");
    }
    let body: Buffer = Buffer.from(image.svg, "utf8");
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    res.vary("Accept-Encoding");
    if (encoding !== "identity" && body.length >= COMPRESSION_THRESHOLD_BYTES) {
      body = await compressDynamic(body, encoding);
      res.set("content-encoding", encoding);
    }
    res
      .status(200)
      .type("image/svg+xml; charset=utf-8")
      .set("content-security-policy", SVG_CONTENT_SECURITY_POLICY)
      .set("x-content-type-options", "nosniff");
    if (image.cacheControl) res.set("cache-control", image.cacheControl);
    res.send(body);
  };
}

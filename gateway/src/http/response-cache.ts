/**
 * The public-response cache's entries and keys. An entry is the serialized GraphQL response of
 * a public operation with its gzip and Brotli variants, kept in the Store as one Buffer:
 * a 4-byte header length, a JSON header (status, content type, part lengths), then the parts.
 */
import { createHash } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { VisitorCookies } from "../context";
import vary from "vary";
import { chooseEncoding, type ContentEncoding } from "./compression";

/** What a public answer varies on besides the request body. */
export const PUBLIC_VARY = "Accept-Encoding, Cookie";

export interface CachedResponse {
  status: number;
  contentType: string;
  /** The body per encoding; small bodies have only `identity`. */
  bodies: Partial<Record<ContentEncoding, Buffer>> & { identity: Buffer };
}

interface Header {
  status: number;
  contentType: string;
  parts: [ContentEncoding, number][];
}

export function encodeCachedResponse(entry: CachedResponse): Buffer {
  const parts = Object.entries(entry.bodies) as [ContentEncoding, Buffer][];
  const header: Header = {
    status: entry.status,
    contentType: entry.contentType,
    parts: parts.map(([encoding, body]) => [encoding, body.length]),
  };
  const headerBytes = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(headerBytes.length);
  return Buffer.concat([length, headerBytes, ...parts.map(([, body]) => body)]);
}

/** The entry in `stored`, or null when it is not one (a foreign or damaged value). */
export function decodeCachedResponse(stored: Buffer | string): CachedResponse | null {
  if (typeof stored === "string" || stored.length < 4) return null;
  try {
    const headerLength = stored.readUInt32BE(0);
    const header = JSON.parse(stored.toString("utf8", 4, 4 + headerLength)) as Header;
    let offset = 4 + headerLength;
    const bodies: Partial<Record<ContentEncoding, Buffer>> = {};
    for (const [encoding, length] of header.parts) {
      bodies[encoding] = stored.subarray(offset, offset + length);
      offset += length;
    }
    if (!bodies.identity || offset !== stored.length) return null;
    return {
      status: header.status,
      contentType: header.contentType,
      bodies: { ...bodies, identity: bodies.identity },
    };
  } catch {
    return null;
  }
}

/**
 * Writes a stored entry in the encoding the client accepts (identity when that variant was not
 * kept), with `x-cache` saying where it came from.
 */
export function writeCachedResponse(
  res: ServerResponse,
  acceptEncoding: string | string[] | undefined,
  entry: CachedResponse,
  status: "hit" | "miss",
): void {
  const wanted = chooseEncoding(acceptEncoding);
  const encoding = entry.bodies[wanted] ? wanted : "identity";
  const body = entry.bodies[encoding] ?? entry.bodies.identity;
  res.statusCode = entry.status;
  res.setHeader("content-type", entry.contentType);
  vary(res, PUBLIC_VARY);
  res.setHeader("x-cache", status);
  if (encoding !== "identity") res.setHeader("content-encoding", encoding);
  res.setHeader("content-length", body.length);
  res.end(body);
}

/** What a public operation's answer depends on: the request's text, the locale and org cookies. */
export interface PublicRequest {
  query: string;
  operationName: string | null;
  variables: unknown;
  extensions: unknown;
  cookies: VisitorCookies;
}

export function responseCacheKey(request: PublicRequest): string {
  return createHash("sha256")
    .update(
      JSON.stringify([
        request.query,
        request.operationName,
        request.variables ?? null,
        request.extensions ?? null,
        request.cookies.language ?? null,
        request.cookies.currencyCode ?? null,
        request.cookies.organisation ?? null,
      ]),
    )
    .digest("base64url");
}

/**
 * The public-response cache's entries and keys. An entry is the serialized GraphQL response of
 * a public operation with its gzip and Brotli variants, kept in the Store as one Buffer:
 * a 4-byte header length, a JSON header (status, content type, part lengths), then the parts.
 */
import { createHash } from "node:crypto";
import type { VisitorCookies } from "../context";
import type { ContentEncoding } from "./compression";

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

/** What a public operation's answer depends on: the request's own text and the locale cookies. */
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
      ]),
    )
    .digest("base64url");
}

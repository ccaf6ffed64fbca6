/**
 * Choosing and finding the pre-compressed variant of a built file: the web build writes
 * `<file>.br` and `<file>.gz` beside every text file (web/build/precompress.ts); these helpers
 * pick the one the client accepts, Brotli first, then gzip.
 */
import { stat } from "node:fs/promises";
import { extname } from "node:path";
import { acceptedEncodings } from "./compression";

type Encoding = "br" | "gzip";

const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** Content types of the text files the build writes (what a browser expects for each). */
const TEXT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".wasm": "application/wasm",
  ".ttf": "font/ttf",
};

/** The content type of a file the build may have pre-compressed, or undefined for other files. */
export function compressibleType(filePath: string): string | undefined {
  return TEXT_TYPES[extname(filePath).toLowerCase()];
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The pre-compressed variant of `filePath` to send for this Accept-Encoding, if one was built. */
export async function findVariant(
  filePath: string,
  acceptEncoding: string | undefined,
): Promise<{ path: string; encoding: Encoding } | undefined> {
  for (const encoding of acceptedEncodings(acceptEncoding)) {
    const path = filePath + SUFFIX[encoding];
    if (await isFile(path)) return { path, encoding };
  }
  return undefined;
}

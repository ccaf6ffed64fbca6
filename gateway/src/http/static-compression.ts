/**
 * Choosing and finding the pre-compressed variant of a built file: the web build writes
 * `<file>.br` and `<file>.gz` beside every text file (web/build/precompress.ts); these helpers
 * pick the one the client accepts, Brotli first, then gzip.
 */
import { stat } from "node:fs/promises";
import { extname } from "node:path";

export type Encoding = "br" | "gzip";

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

/**
 * The encodings an Accept-Encoding header allows, best first: `br` before `gzip`, each only
 * when listed (directly or by `*`) with a non-zero quality.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const quality = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split("=");
      if (key === "q" && value !== undefined) q = Number.parseFloat(value);
    }
    quality.set(name.trim(), Number.isFinite(q) ? q : 0);
  }
  const allows = (name: string) => (quality.get(name) ?? quality.get("*") ?? 0) > 0;
  return (["br", "gzip"] as const).filter(allows);
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

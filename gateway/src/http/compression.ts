/**
 * Compression of the gateway's dynamic responses on Node's zlib: Brotli or gzip as the client's
 * Accept-Encoding allows (Brotli preferred), bodies of 1 KB and more only. Responses that
 * already carry a Content-Encoding (the web app's precompressed files) are never touched: only
 * code that calls these helpers compresses.
 */
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

export type ContentEncoding = "br" | "gzip" | "identity";

/** Smaller bodies go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The encodings an Accept-Encoding header allows, best first: `br` before `gzip`, each only
 * when listed (directly or by `*`) with a non-zero quality.
 */
export function acceptedEncodings(
  acceptEncoding: string | string[] | undefined,
): ("br" | "gzip")[] {
  if (!acceptEncoding) return [];
  const quality = new Map<string, number>();
  for (const part of String(acceptEncoding).split(",")) {
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

/** The encoding to answer with: br, else gzip, else identity (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding {
  return acceptedEncodings(acceptEncoding)[0] ?? "identity";
}

/** Brotli options for text of `size` bytes at `quality`. */
const brotliOptions = (quality: number, size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
});

/** Fast settings for a response made once (Brotli quality 4, gzip level 6). */
export function compressDynamic(body: Buffer, encoding: "br" | "gzip"): Promise<Buffer> {
  return encoding === "br"
    ? brotli(body, brotliOptions(4, body.length))
    : gzipAsync(body, { level: 6 });
}

/** Denser settings for a response served many times from the cache (Brotli 9, gzip 9). */
export async function compressForCache(body: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(body, brotliOptions(9, body.length)),
    gzipAsync(body, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

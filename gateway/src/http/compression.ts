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

/** The encoding to answer with: br, else gzip, else identity (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding {
  if (!acceptEncoding) return "identity";
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding).split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return "identity";
}

/** Fast settings for a response made once (Brotli quality 4, gzip level 6). */
export function compressDynamic(body: Buffer, encoding: "br" | "gzip"): Promise<Buffer> {
  return encoding === "br"
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipAsync(body, { level: 6 });
}

/** Denser settings for a response served many times from the cache (Brotli 9, gzip 9). */
export async function compressForCache(body: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

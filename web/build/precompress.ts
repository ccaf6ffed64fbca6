import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Files worth compressing: text formats (images and fonts other than SVG are compressed already). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|map|txt|xml|webmanifest|wasm|ttf)$/;

/** Files smaller than this are sent as they are: the encoding would cost more than it saves. */
const MIN_BYTES = 256;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text
 * file under `dir`, so the gateway sends them without compressing anything per request. A
 * variant is only kept when it is smaller than the file itself.
 */
export async function precompressDir(dir: string): Promise<number> {
  let written = 0;
  const jobs: Promise<void>[] = [];
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    if ((await stat(file)).size < MIN_BYTES) continue;
    jobs.push(
      readFile(file).then(async (bytes) => {
        const [br, gzipped] = await Promise.all([
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          }),
          gz(bytes, { level: 9 }),
        ]);
        if (br.length < bytes.length) {
          await writeFile(`${file}.br`, br);
          written += 1;
        }
        if (gzipped.length < bytes.length) {
          await writeFile(`${file}.gz`, gzipped);
          written += 1;
        }
      }),
    );
  }
  await Promise.all(jobs);
  return written;
}

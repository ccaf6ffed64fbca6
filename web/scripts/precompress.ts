// Writes `.br` and `.gz` beside every text file of dist/, the last step of `npm run build`
// (after the prerender has written the final HTML). The gateway sends them by Accept-Encoding.
import { resolve } from "node:path";
import { precompressDir } from "../build/precompress";

const dist = resolve(import.meta.dirname, "../dist");
const written = await precompressDir(dist);
process.stdout.write(`pre-compressed dist/: ${written} files (.br quality 11, .gz level 9)\n`);

/**
 * tsc keeps the relative imports as the source writes them (`./system`, `./components/panel`),
 * which a bundler resolves but Node's ESM loader does not: the package build rewrites them in the
 * emitted .js and .d.ts files to the file they name (`./system.js`, `./components/panel/index.js`).
 */
import { dirname, resolve } from "node:path";

/** `from "./x"`, `import "./x"`, `import("./x")`, `export ... from "./x"`. */
const RELATIVE_SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*)(["'])(\.\.?\/[^"']*)\2/g;

/**
 * The code of an emitted file (`file`, a .js or .d.ts path) with every relative specifier naming
 * its .js file. `exists` tells whether a file exists. A specifier that names no emitted file is
 * an error, not an import left to fail in the consumer's app.
 */
export function withImportExtensions(
  code: string,
  file: string,
  exists: (path: string) => boolean,
): string {
  const declaration = file.endsWith(".d.ts");
  const emitted = (jsPath: string) =>
    exists(declaration ? jsPath.replace(/\.js$/, ".d.ts") : jsPath);
  return code.replace(RELATIVE_SPECIFIER, (match, before: string, quote: string, spec: string) => {
    const target = resolve(dirname(file), spec);
    const candidates = spec.endsWith(".js") ? [""] : [".js", "/index.js"];
    const suffix = candidates.find((candidate) => emitted(`${target}${candidate}`));
    if (suffix === undefined) {
      throw new Error(`${file}: the import "${spec}" names no emitted file`);
    }
    return `${before}${quote}${spec}${suffix}${quote}`;
  });
}

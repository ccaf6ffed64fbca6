import { withImportExtensions } from "./import-extensions";

const emitted = new Set([
  "/dist/index.js",
  "/dist/index.d.ts",
  "/dist/system.js",
  "/dist/system.d.ts",
  "/dist/components/panel/index.js",
  "/dist/components/panel/index.d.ts",
  "/dist/components/panel/types.d.ts",
]);
const exists = (path: string) => emitted.has(path);

test("relative imports name their .js file, or the folder's index.js", () => {
  const code = [
    'export { system } from "./system";',
    "import { Panel } from './components/panel';",
    'export * from "./system.js";',
    'const lazy = () => import("./system");',
    'import { Box } from "@chakra-ui/react";',
  ].join("\n");
  expect(withImportExtensions(code, "/dist/index.js", exists)).toBe(
    [
      'export { system } from "./system.js";',
      "import { Panel } from './components/panel/index.js';",
      'export * from "./system.js";',
      'const lazy = () => import("./system.js");',
      'import { Box } from "@chakra-ui/react";',
    ].join("\n"),
  );
});

test("in a .d.ts the target is the emitted declaration (a types-only module has no .js)", () => {
  const code =
    'import type { PanelProps } from "./types";\nexport type X = import("../../system").S;';
  expect(withImportExtensions(code, "/dist/components/panel/index.d.ts", exists)).toBe(
    'import type { PanelProps } from "./types.js";\nexport type X = import("../../system.js").S;',
  );
});

test("an import of a file that was not emitted is an error, not a broken package", () => {
  expect(() => withImportExtensions('import "./gallery/x";', "/dist/index.js", exists)).toThrow(
    '/dist/index.js: the import "./gallery/x" names no emitted file',
  );
});

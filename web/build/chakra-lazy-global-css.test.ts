import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { chakraLazyGlobalCss } from "./chakra-lazy-global-css";

/** The module the web build rewrites (the workspace's hoisted node_modules). */
const systemModule = resolve(
  __dirname,
  "../../node_modules/@chakra-ui/react/dist/esm/styled-system/system.js",
);

type Transform = (
  this: { error: (message: string) => never },
  code: string,
  id: string,
) => { code: string } | null;
const transform = chakraLazyGlobalCss().transform as unknown as Transform;
const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
};

test("createSystem's global CSS becomes a getter worked out on first read", () => {
  const result = transform.call(context, readFileSync(systemModule, "utf8"), systemModule);
  expect(result?.code).toContain("let _global;");
  expect(result?.code).toContain("get _global()");
  expect(result?.code).not.toContain("const _global = [");
});

test("other modules are left alone", () => {
  expect(transform.call(context, "export const a = 1;", "/src/app.ts")).toBeNull();
});

test("a Chakra release whose createSystem differs fails the build, naming the plugin", () => {
  expect(() => transform.call(context, "export function createSystem() {}", systemModule)).toThrow(
    /chakra-lazy-global-css/,
  );
});

// Flat ESLint config for the whole repository.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/coverage/**",
      "**/.data/**",
      "**/__generated__/**",
      "**/*.gen.ts",
      "tests/artifacts/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      // `interface A extends B {}` is how a module adds B to a shared interface (declaration merging)
      "@typescript-eslint/no-empty-object-type": [
        "error",
        { allowInterfaces: "with-single-extends" },
      ],
      eqeqeq: ["error", "smart"],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    // No import cycle anywhere: a module graph that only points one way (type-only imports are
    // erased at build time and not counted). Packages in node_modules are not followed.
    files: ["**/*.{ts,tsx,mts,cts}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".mts", ".cts", ".js", ".mjs", ".cjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx", ".mts", ".cts"] },
      "import-x/resolver-next": [
        createNodeResolver({ extensions: [".ts", ".tsx", ".mts", ".cts", ".js", ".mjs", ".json"] }),
      ],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // The gateway's context type and module contract sit below every domain: they may import
    // the platform layers, never a domain folder (gateway/src/modules/registry.ts assembles those).
    files: ["gateway/src/context.ts", "gateway/src/modules/define-module.ts"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: ["gateway/src/context.ts", "gateway/src/modules/define-module.ts"],
              from: "gateway/src",
              except: [
                "./__generated__",
                "./config.ts",
                "./context.ts",
                "./http",
                "./logging",
                "./modules/define-module.ts",
                "./platform",
                "./upstream",
              ],
              message: "the context type and the module contract import no domain",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["web/**/*.{ts,tsx}", "design-system/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // Command-line entry points print to the terminal on purpose.
    files: ["scripts/**", "**/src/main.ts", "tests/**", "**/*.config.{js,mjs,ts}"],
    rules: { "no-console": "off" },
  },
  {
    files: ["**/*.js", "**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);

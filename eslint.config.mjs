// Flat ESLint config for the whole repository.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import globals from "globals";
import { readdirSync } from "node:fs";

// Every folder under web/src/features is a feature: it imports no other feature (each gets a zone).
const webFeatures = readdirSync(new URL("./web/src/features", import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/dist-server/**",
      "**/coverage/**",
      "**/.data/**",
      "**/__generated__/**",
      "**/*.gen.ts",
      "**/*.generated.ts",
      "tests/artifacts/**",
      "design-system/storybook-static/**",
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
    // Web app layers: app/ composes features; a feature imports no other feature (shared parts
    // live in web/src/lib or in @travel/design-system); lib/ and config/ import no feature and
    // not the app; the design system imports nothing of the web app.
    // eslint.config.test.ts (tests/lint) checks these zones still fail a cross-feature import.
    files: ["web/src/**/*.{ts,tsx}", "design-system/src/**/*.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: "./web/src/features",
              except: [`./${feature}`],
              message: `the ${feature} feature imports no other feature: move what is shared to web/src/lib or the design system, or compose the two in web/src/app`,
            })),
            {
              target: ["./web/src/lib", "./web/src/config"],
              from: ["./web/src/features", "./web/src/app"],
              message: "web/src/lib and web/src/config sit below the features and the app",
            },
            {
              target: "./design-system/src",
              from: "./web",
              message: "the design system imports nothing of the web app",
            },
          ],
        },
      ],
    },
  },
  {
    // Fields come from the design system (FormField in a Formik form, PlainField otherwise):
    // no hand-wired Chakra `Field.Root` in the web app (tests/integration/web-boundaries.test.ts).
    files: ["web/src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "JSXOpeningElement > JSXMemberExpression[object.name='Field'][property.name='Root']",
          message:
            "use the design system's FormField (in a Formik form) or PlainField instead of a hand-wired Field.Root",
        },
        {
          // Chakra hides a loading button's label: without loadingText (or an aria-label) the
          // button has no accessible name while it works (axe: button-name, critical)
          selector:
            "JSXOpeningElement[name.name='Button']:has(JSXAttribute[name.name='loading']):not(:has(JSXAttribute[name.name='loadingText'])):not(:has(JSXAttribute[name.name='aria-label']))",
          message:
            "a Button with `loading` needs `loadingText` (or an `aria-label`), or it loses its accessible name while loading",
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
    files: [
      "scripts/**",
      "design-system/scripts/**",
      "**/src/main.ts",
      "tests/**",
      "**/*.config.{js,mjs,ts}",
    ],
    rules: { "no-console": "off" },
  },
  {
    files: ["**/*.js", "**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);

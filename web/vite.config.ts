import { resolve } from "node:path";
import { defineConfig } from "vite";
import { chakraLazyGlobalCss } from "./build/chakra-lazy-global-css";
import { graphqlDocuments } from "./build/graphql-documents";

/**
 * Two pages: the app (index.html, every route falls back to it) and the schema sandbox
 * (sandbox.html, GraphiQL with its Monaco workers bundled). Nothing is loaded from a CDN.
 */
export default defineConfig({
  base: "/",
  plugins: [
    chakraLazyGlobalCss(),
    graphqlDocuments(resolve(import.meta.dirname, "src/__generated__")),
  ],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunk imports which (scripts/bundle-size.ts reads it).
    manifest: true,
    rolldownOptions: {
      input: {
        app: resolve(import.meta.dirname, "index.html"),
        sandbox: resolve(import.meta.dirname, "sandbox.html"),
      },
      treeshake: {
        // Chakra's theme module builds its default config (every recipe) at load; calls to its
        // identity `defineConfig` are pure, so that unused config and its recipes drop out and
        // only the recipes the design system picks ship.
        manualPureFunctions: ["defineConfig"],
        // The shared validation rules and money module only declare (yup schemas, constants):
        // importing one message must not bring every schema, and yup, into the first page.
        moduleSideEffects: [
          { test: /[\\/]schema[\\/](?:validation|wallet)[\\/]/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          groups: [
            // Vite's helper for dynamic imports stays on its own: the first script (main.tsx)
            // needs only it, not the chunk it would otherwise share with React.
            { name: "preload-helper", test: /vite\/preload-helper/ },
            // React is what every page runs first: one chunk, cached across releases of the app.
            { name: "react", test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/ },
          ],
        },
      },
      onwarn(warning, warn) {
        // React libraries mark their modules "use client"; that means nothing in a client bundle.
        if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
        warn(warning);
      },
    },
  },
  worker: { format: "es" },
  server: {
    proxy: { "/graphql": { target: "http://localhost:4000", changeOrigin: false } },
  },
});

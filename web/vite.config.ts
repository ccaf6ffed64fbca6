import { resolve } from "node:path";
import { defineConfig } from "vite";

/**
 * Two pages: the app (index.html, every route falls back to it) and the schema sandbox
 * (sandbox.html, GraphiQL with its Monaco workers bundled). Nothing is loaded from a CDN.
 */
export default defineConfig({
  base: "/",
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      input: {
        app: resolve(import.meta.dirname, "index.html"),
        sandbox: resolve(import.meta.dirname, "sandbox.html"),
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

import { resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, type BuildEnvironmentOptions, type Plugin } from "vite";
import { chakraLazyGlobalCss } from "./build/chakra-lazy-global-css";
import { graphqlDocuments } from "./build/graphql-documents";

/** The design system's source entry (web/tsconfig.json's `paths` and Jest map the name to it too). */
const designSystemSource = resolve(import.meta.dirname, "../design-system/src/index.ts");

/** Where the dev server sends API requests: the gateway `npm run dev` started. */
const gateway = process.env.DEV_GATEWAY_URL ?? "http://localhost:4000";

/** The dev server answers /sandbox with the sandbox page, as the gateway does. */
const sandboxRoute = (): Plugin => ({
  name: "sandbox-route",
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url === "/sandbox" || req.url?.startsWith("/sandbox?"))
        req.url = `/sandbox.html${req.url.slice("/sandbox".length)}`;
      next();
    });
  },
});

/** The server build (`vite build --ssr`). */
const serverBuild: BuildEnvironmentOptions = {
  // `vite build --ssr`: the gateway's page renderer, ES modules for Node (packages stay
  // imports of node_modules) next to the build's index.html (scripts/prerender.ts copies
  // it there): host.js, the process the gateway forks, and render-page.js, what it runs.
  outDir: "dist-server",
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: {
    input: {
      host: resolve(import.meta.dirname, "src/server/host.ts"),
      "render-page": resolve(import.meta.dirname, "src/server/render-page.tsx"),
    },
    onwarn(warning, warn) {
      if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
      warn(warning);
    },
  },
};

/** The browser build (`vite build`). */
const clientBuild: BuildEnvironmentOptions = {
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
          // The session's small shared modules (web/src/lib/session, the message translation)
          // load with the app; features import them one by one, which would otherwise give
          // each a chunk of its own (and a request) instead of one.
          {
            name: "session",
            test: /[\\/]src[\\/]lib[\\/](?:session[\\/]|i18n[\\/]translate-message)/,
          },
        ],
      },
    },
    onwarn(warning, warn) {
      // React libraries mark their modules "use client"; that means nothing in a client bundle.
      if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
      warn(warning);
    },
  },
};

/**
 * Two pages: the app (index.html, every route falls back to it) and the schema sandbox
 * (sandbox.html, GraphiQL with its Monaco workers bundled). Nothing is loaded from a CDN.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  base: "/",
  resolve: {
    // The design system is a workspace package: the app builds it from source (its package
    // exports the built dist/ for other apps), so no package build is needed before this one.
    alias: [{ find: /^@travel\/design-system$/, replacement: designSystemSource }],
  },
  plugins: [
    // the dev server (npm run dev): React Fast Refresh keeps component state across edits
    ...(command === "serve" ? [react(), sandboxRoute()] : []),
    chakraLazyGlobalCss(),
    graphqlDocuments(resolve(import.meta.dirname, "src/__generated__")),
  ],
  build: isSsrBuild ? serverBuild : clientBuild,
  worker: { format: "es" },
  optimizeDeps: {
    // GraphiQL's worker set-up imports Monaco's workers with `?worker`, which only Vite itself
    // (not the dependency pre-bundler) can load.
    exclude: ["graphiql/setup-workers/vite", "@graphiql/react/setup-workers/vite"],
    // ...so the CommonJS modules those workers import are pre-bundled by name
    include: ["nullthrows", "picomatch-browser", "vscode-languageserver-types"],
  },
  server: {
    // the Host header is kept: the gateway's CSRF check compares it with the page's Origin
    proxy: {
      "/graphql": { target: gateway, changeOrigin: false },
      "/schema.graphql": { target: gateway, changeOrigin: false },
    },
  },
}));

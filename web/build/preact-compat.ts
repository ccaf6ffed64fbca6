import type { Plugin } from "vite";

/**
 * What the app's React imports become in the browser: Preact's React compatibility layer
 * (pinned in web/package.json), some 16 KiB gzip where react-dom is 62.
 */
export const PREACT_COMPAT: Readonly<Record<string, string>> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
  // React 19 has the hook itself; the shim only hands React's on.
  "use-sync-external-store/shim": "preact/compat",
  "use-sync-external-store/shim/index.js": "preact/compat",
};

/**
 * Importers that keep real React: React itself (react-dom requires `react`), and the schema
 * sandbox (sandbox.html): GraphiQL and the React libraries only it uses. The sandbox is a
 * developer's page, off the product's pages.
 */
const SANDBOX =
  /[\\/](?:src[\\/]sandbox|node_modules[\\/](?:react|react-dom|scheduler|graphiql|@graphiql|@headlessui|@floating-ui[\\/]react(?:-dom)?|@react-aria|@react-stately|react-aria|react-stately|@tanstack[\\/]react-virtual|react-compiler-runtime|zustand|@radix-ui|react-remove-scroll(?:-bar)?|react-style-singleton|use-callback-ref|use-sidecar|use-sync-external-store|framer-motion))[\\/]/;

const REACT_DOM = /[\\/]node_modules[\\/](?:react-dom|scheduler)[\\/]/;
const PREACT = /[\\/]node_modules[\\/]preact[\\/]/;

/**
 * The app runs on preact/compat in the browser: `react`, `react-dom` and the JSX runtime resolve
 * to it in the client build and the dev server's client, for every importer but the sandbox's.
 * Build-time rendering (the `ssr` environment, scripts/prerender.ts) keeps React: the app does
 * not hydrate that markup, it renders over it (app/start.tsx).
 *
 * The build fails if a chunk of the app brings react-dom or one of the sandbox brings Preact:
 * a React library the lists above miss would otherwise run against two runtimes.
 */
export function preactCompat(): Plugin {
  return {
    name: "travel:preact-compat",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (this.environment.config.consumer !== "client") return null;
      const target = PREACT_COMPAT[source];
      if (!target || (importer && SANDBOX.test(importer))) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === "chunk" ? [c] : []));
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const reach = (entry: string) => {
        const seen = new Set<string>();
        const walk = (file: string) => {
          const chunk = byName.get(file);
          if (!chunk || seen.has(file)) return;
          seen.add(file);
          for (const next of [...chunk.imports, ...chunk.dynamicImports]) walk(next);
        };
        walk(entry);
        return [...seen].flatMap((file) => Object.keys(byName.get(file)?.modules ?? {}));
      };
      for (const entry of chunks.filter((c) => c.isEntry)) {
        const modules = reach(entry.fileName);
        const sandbox = entry.name === "sandbox";
        const wrong = modules.find((id) => (sandbox ? PREACT : REACT_DOM).test(id));
        if (wrong) {
          this.error(
            `${entry.name}: ${wrong} is in the ${sandbox ? "sandbox" : "app"}, which runs on ` +
              `${sandbox ? "React" : "preact/compat"}; see web/build/preact-compat.ts`,
          );
        }
      }
    },
  };
}

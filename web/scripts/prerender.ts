// Renders the home page's first screen into dist/index.html, each product area's page into
// dist/pages/<area>.html and the frame of every other page into dist/shell.html, after `vite
// build`. The gateway sends index.html for /, pages/hotel.html for /hotel and so on, and
// shell.html for the other pages, when it does not render the page with the visitor's data
// itself; app/start.tsx renders the app over each. The built index.html, before any of this,
// goes to dist-server/index.html: the template of the pages the gateway renders (the `vite build
// --ssr` that comes before wrote dist-server/render-page.js).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { createServer } from "vite";

const web = resolve(import.meta.dirname, "..");
const dist = resolve(web, "dist");
const distServer = resolve(web, "dist-server");
const ROOT = '<div id="root"></div>';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** The modules main.tsx imports to start the app (app/boot, app/start), not those of a page. */
const APP_START = ["src/app/boot/design-system.ts", "src/app/boot/apollo.ts", "src/app/start.tsx"];

/**
 * The build's index.html naming, in `<meta name="app-scripts">`, the scripts that start the app
 * (React, the design system, Apollo Client, the app, and what they import): a page the gateway
 * rendered fetches them into the HTTP cache once it has loaded and the browser is idle, without
 * running them, so the app is quick to start on the visitor's first press (web/src/main.tsx).
 */
function withAppScripts(html: string): string {
  const manifest = JSON.parse(
    readFileSync(resolve(dist, ".vite", "manifest.json"), "utf8"),
  ) as Record<string, ManifestChunk>;
  const entry = manifest["index.html"];
  if (!entry) throw new Error("the build's manifest has no index.html entry");
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || key === "index.html" || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const react = (entry.dynamicImports ?? []).find((key) => manifest[key]?.file.includes("/react-"));
  for (const key of [...(react ? [react] : []), ...APP_START]) {
    if (!manifest[key]) throw new Error(`the build's manifest has no ${key}`);
    visit(key);
  }
  const meta = `<meta name="app-scripts" content="${[...files].map((f) => `/${f}`).join(" ")}" />`;
  return html.replace("</head>", `  ${meta}\n  </head>`);
}

const vite = await createServer({
  root: web,
  configFile: resolve(web, "vite.config.ts"),
  logLevel: "warn",
  appType: "custom",
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const entry = (await vite.ssrLoadModule("/src/prerender/prerender.tsx")) as {
    prerenderPage: (path: string) => Promise<string>;
    prerenderShell: () => Promise<string>;
  };
  const { productPaths } = (await vite.ssrLoadModule("/src/config/paths.ts")) as {
    productPaths: Record<string, string>;
  };
  const built = withAppScripts(readFileSync(resolve(dist, "index.html"), "utf8"));
  if (!built.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT}`);
  writeFileSync(resolve(distServer, "index.html"), built);
  const page = (html: string, kind: string) => {
    // what is typed into a field of a prerendered page would be lost when the app replaces it
    if (/<(?:input|select|textarea)\b/.test(html))
      throw new Error(`the prerendered ${kind} page has a form field`);
    return built.replace(ROOT, `<div id="root" data-prerendered="${kind}">${html}</div>`);
  };
  writeFileSync(resolve(dist, "index.html"), page(await entry.prerenderPage("/"), "home"));
  // No modulepreload hints for the app's chunks: measured with Lighthouse, they did not bring
  // the largest paint forward and, fetched at once with the page, delayed its first paint
  // (FCP 1.0 s → up to 2.6 s).
  writeFileSync(resolve(dist, "shell.html"), page(await entry.prerenderShell(), "shell"));
  const paths = [...new Set(Object.values(productPaths))];
  mkdirSync(resolve(dist, "pages"), { recursive: true });
  for (const path of paths) {
    const html = page(await entry.prerenderPage(path), "area");
    writeFileSync(resolve(dist, "pages", `${path.slice(1)}.html`), html);
  }
  process.stdout.write(
    `prerendered dist/index.html (home), dist/pages/ (${paths.length} area pages) and dist/shell.html (frame)\n`,
  );
} finally {
  await vite.close();
}

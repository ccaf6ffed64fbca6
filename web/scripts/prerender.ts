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
  const built = readFileSync(resolve(dist, "index.html"), "utf8");
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

// Renders the home page's first screen into dist/index.html and the frame of every other page
// into dist/shell.html, after `vite build`. The gateway sends index.html for / and shell.html
// for the other pages; app/start.tsx hydrates the first and replaces the second.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { createServer } from "vite";
import { chunkClosure, readManifest } from "../build/manifest";

const web = resolve(import.meta.dirname, "..");
const dist = resolve(web, "dist");
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
    prerenderHome: () => Promise<string>;
    prerenderShell: () => Promise<string>;
  };
  const built = readFileSync(resolve(dist, "index.html"), "utf8");
  if (!built.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT}`);
  // The frame's pages start the app at once: hinting its script (src/app/start.tsx and its
  // imports) in their HTML lets the browser fetch and compile every chunk in parallel instead of
  // learning of them one import after another. The home page starts the app only after its
  // first paint, and hints there would compete with that paint for the network.
  const entryFiles = chunkClosure(readManifest(dist), ["index.html"]);
  const appFiles = [
    ...chunkClosure(readManifest(dist), ["src/app/start.tsx"], new Set(entryFiles)),
  ];
  const hints = appFiles
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join("\n    ");
  const withHints = (html: string) => html.replace("</head>", `    ${hints}\n  </head>`);
  const page = (body: string, kind: string) => {
    // React marks when a streamed boundary was revealed with an inline script; the page's CSP
    // runs no inline script, and nothing here streams.
    const html = body.replace(
      /<script>requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);<\/script>/g,
      "",
    );
    if (html.includes("<script")) throw new Error("the prerendered page needs an inline script");
    return built.replace(ROOT, `<div id="root" data-prerendered="${kind}">${html}</div>`);
  };
  writeFileSync(resolve(dist, "index.html"), page(await entry.prerenderHome(), "home"));
  writeFileSync(
    resolve(dist, "shell.html"),
    withHints(page(await entry.prerenderShell(), "shell")),
  );
  process.stdout.write("prerendered dist/index.html (home) and dist/shell.html (frame)\n");
} finally {
  await vite.close();
}

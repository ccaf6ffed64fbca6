/**
 * Serves the design system's gallery (a static Storybook build, `npm run build -w design-system`)
 * at /design: hashed /design/assets/* cached for a year, everything else (pages, Storybook's own
 * unhashed bundles, index.json) revalidated. Without a build, /design answers a 404 page saying
 * how to build it.
 *
 * Storybook's pages carry inline scripts (its globals and the manager's module entry), which the
 * site's CSP (`script-src 'self'`) blocks. The gallery's HTML pages get their own CSP instead, as
 * tight as the site's except for what Storybook needs: the SHA-256 hash of each inline script of
 * that page (worked out from the file served, so a rebuild needs no change here), and, for the
 * story frame (iframe.html) only, `frame-ancestors 'self'` so the gallery's own page may frame it.
 * No 'unsafe-inline' or 'unsafe-eval' for scripts, nothing from another origin.
 */
import express, { type Request, type Response, type Router } from "express";
import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { join, relative, resolve, sep } from "node:path";
import { fileInside } from "./file-inside";

export const GALLERY_NOT_BUILT_MESSAGE =
  "The design gallery is not built: run npm run build -w design-system (or npm start, which builds it).";
const IMMUTABLE = "public, max-age=31536000, immutable";
/**
 * Files of the build the gallery does not need: Storybook's build metadata for its telemetry and
 * hosting services (the versions of the packages used), not for people.
 */
const NOT_SERVED = new Set(["/project.json"]);

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Design gallery not built</title></head>
<body>
<h1>Design gallery not built</h1>
<p>${GALLERY_NOT_BUILT_MESSAGE}</p>
</body>
</html>
`;

/** The SHA-256 CSP sources of a page's inline scripts (those without a `src`). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = "", body = ""] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The CSP of a gallery page: the site's, plus its inline scripts' hashes and who may frame it. */
export function galleryContentSecurityPolicy(
  scriptHashes: string[],
  framedBySelf: boolean,
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${framedBySelf ? "'self'" : "'none'"}`,
  ].join("; ");
}

interface Page {
  mtimeMs: number;
  body: Buffer;
  csp: string;
}

export function designGallery(galleryDistDir: string): Router {
  const dir = resolve(galleryDistDir);
  const router = express.Router();
  const pages = new Map<string, Page>();

  const notFound = (res: Response) => {
    res.status(404).set("cache-control", "no-cache");
    readFile(join(dir, "index.html")).then(
      () => res.type("text/plain").send("Not found"),
      () => res.type("html").send(NOT_BUILT_PAGE),
    );
  };

  /** Reads a page (again when the file changed) and works out its CSP. */
  async function loadPage(file: string): Promise<Page> {
    const { mtimeMs } = await stat(file);
    const cached = pages.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached;
    const body = await readFile(file);
    const framedBySelf = relative(dir, file) === "iframe.html";
    const csp = galleryContentSecurityPolicy(
      inlineScriptHashes(body.toString("utf8")),
      framedBySelf,
    );
    const page = { mtimeMs, body, csp };
    pages.set(file, page);
    return page;
  }

  const sendPage = (req: Request, res: Response, file: string) => {
    loadPage(file).then(
      (page) => {
        res.set({
          "content-type": "text/html; charset=utf-8",
          "cache-control": "no-cache",
          "content-security-policy": page.csp,
          "x-frame-options": relative(dir, file) === "iframe.html" ? "SAMEORIGIN" : "DENY",
        });
        res.send(req.method === "HEAD" ? undefined : page.body);
      },
      () => notFound(res),
    );
  };

  router.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // /design → /design/, so the build's relative URLs (./sb-manager/…) resolve inside /design.
    if (req.path === "/" && !req.originalUrl.split("?")[0]?.endsWith("/")) {
      const query = req.originalUrl.includes("?")
        ? req.originalUrl.slice(req.originalUrl.indexOf("?"))
        : "";
      res.redirect(301, `${req.baseUrl}/${query}`);
      return;
    }
    if (NOT_SERVED.has(req.path)) return notFound(res);
    const file = req.path === "/" ? join(dir, "index.html") : fileInside(dir, req.path);
    if (file?.endsWith(".html")) return sendPage(req, res, file);
    next();
  });
  router.use(
    express.static(dir, {
      index: false,
      redirect: false,
      dotfiles: "ignore",
      setHeaders: (res, filePath) =>
        res.setHeader(
          "cache-control",
          relative(dir, filePath).startsWith(`assets${sep}`) ? IMMUTABLE : "no-cache",
        ),
    }),
  );
  router.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    notFound(res);
  });
  return router;
}

/**
 * Serves the built web app: /sandbox (bundled GraphiQL), static files (hashed /assets/* cached
 * for a year), and any other page a browser asks for: rendered with the visitor's data when the
 * web app renders that page on the server (page-rendering.ts: /, the product areas' pages, offer
 * pages), else the build's page: index.html (the home page's first screen, prerendered without
 * data) for /, pages/<name>.html for a page the build prerendered (a product area's: /hotel →
 * pages/hotel.html), shell.html (the frame of every page) for the others, or index.html when the
 * build has no shell.
 *
 * Text files go out pre-compressed when the build wrote a variant the client accepts (Brotli,
 * then gzip; see static-compression.ts), with `Vary: Accept-Encoding`, so nothing is compressed
 * per request; other clients get the file as it is.
 */
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import { join, relative, resolve, sep } from "node:path";
import { isEnglish } from "../context";
import { fileInside } from "./file-inside";
import { PREFERENCE_COOKIES } from "./session";
import { compressibleType, findVariant } from "./static-compression";
import { chooseEncoding, compressDynamic, COMPRESSION_THRESHOLD_BYTES } from "./compression";
import type { PageRendering, RenderedPage } from "./page-rendering";

export const NOT_BUILT_MESSAGE = "web app not built: run npm run build";
const IMMUTABLE = "public, max-age=31536000, immutable";

function isHashedAsset(webDistDir: string, filePath: string): boolean {
  return relative(webDistDir, filePath).startsWith(`assets${sep}`);
}

function cacheControl(webDistDir: string, filePath: string): string {
  return isHashedAsset(webDistDir, filePath) ? IMMUTABLE : "no-cache";
}

/**
 * Sends a file of the build, its pre-compressed variant when the client accepts one. Calls
 * `onMissing` when the file is not there, `next` on other errors.
 */
function sendBuilt(
  req: Request,
  res: Response,
  file: string,
  headers: Record<string, string>,
  next: NextFunction,
  onMissing: () => void,
): void {
  const type = compressibleType(file);
  if (type) res.vary("Accept-Encoding");
  const done = (err?: unknown) => {
    if (!err || res.headersSent) return;
    if ((err as NodeJS.ErrnoException).code === "ENOENT") onMissing();
    else next(err);
  };
  if (!type) {
    res.sendFile(file, { headers }, done);
    return;
  }
  findVariant(file, req.headers["accept-encoding"]).then((variant) => {
    if (!variant) {
      res.sendFile(file, { headers }, done);
      return;
    }
    res.sendFile(
      variant.path,
      {
        headers: { ...headers, "content-type": type, "content-encoding": variant.encoding },
        // A byte range of the compressed bytes is not what a range request for the file means.
        acceptRanges: false,
      },
      // The variant went missing (a rebuild in progress): the plain file may still be there.
      (err) => {
        if ((err as NodeJS.ErrnoException | undefined)?.code === "ENOENT" && !res.headersSent) {
          res.removeHeader("content-encoding");
          res.sendFile(file, { headers }, done);
        } else {
          done(err);
        }
      },
    );
  }, next);
}

/** Sends a page of the build, or 503 with a clear message when the build is missing. */
function sendPage(req: Request, res: Response, file: string, next: NextFunction): void {
  sendBuilt(req, res, file, { "cache-control": "no-cache" }, next, () => {
    res.status(503).type("text/plain").send(NOT_BUILT_MESSAGE);
  });
}

/**
 * A page request: GET/HEAD outside the hashed assets, for a path without a file extension, from a
 * client that accepts HTML (a browser says text/html; curl and other tools send any or nothing).
 */
export function isPageRequest(method: string, path: string, accept: string | undefined): boolean {
  const acceptsHtml = !accept || accept.includes("text/html") || accept.includes("*/*");
  const lastSegment = path.slice(path.lastIndexOf("/") + 1);
  return (
    (method === "GET" || method === "HEAD") &&
    !path.startsWith("/assets/") &&
    !lastSegment.includes(".") &&
    acceptsHtml
  );
}

/**
 * Whether a visitor reads the language the pages are prerendered in, English: no `language`
 * cookie, or an English one. Others get the frame, so no English heading shows before theirs.
 */
export function readsPrerenderedLanguage(language: string | undefined): boolean {
  return language === undefined || isEnglish(language);
}

/** The file a page of one path segment (/hotel) would be prerendered into, if any could be. */
export function prerenderedPagePath(dist: string, path: string): string | undefined {
  const name = /^\/([a-z][a-z0-9-]*)\/?$/.exec(path)?.[1];
  return name === undefined ? undefined : join(dist, "pages", `${name}.html`);
}

/**
 * Sends a page rendered for this visitor: personal (it may show who is signed in), so never
 * stored by a shared cache, and compressed as the client accepts.
 */
async function sendRendered(req: Request, res: Response, page: RenderedPage): Promise<void> {
  const body = Buffer.from(page.html, "utf8");
  const encoding =
    body.length >= COMPRESSION_THRESHOLD_BYTES
      ? chooseEncoding(req.headers["accept-encoding"])
      : "identity";
  res.vary("Accept-Encoding");
  res.vary("Cookie");
  res.setHeader("cache-control", "private, no-cache");
  res.setHeader("x-cache", page.cache);
  res.type("html");
  if (encoding === "identity") {
    res.send(body);
    return;
  }
  const compressed = await compressDynamic(body, encoding);
  res.setHeader("content-encoding", encoding);
  res.send(compressed);
}

/**
 * The build's page for a page request: index.html for /, the prerendered page of a product area
 * (in English, for a visitor reading English), else the frame (shell.html).
 */
function sendBuiltPage(req: Request, res: Response, dist: string, next: NextFunction): void {
  const index = join(dist, "index.html");
  if (req.path === "/") return sendPage(req, res, index, next);
  const headers = { "cache-control": "no-cache" };
  const sendShell = () =>
    sendBuilt(req, res, join(dist, "shell.html"), headers, next, () =>
      sendPage(req, res, index, next),
    );
  const page = prerenderedPagePath(dist, req.path);
  // cookies as cookie-parser read them (app.ts)
  const cookies = req.cookies as Record<string, string> | undefined;
  const language = cookies?.[PREFERENCE_COOKIES.language];
  if (page === undefined || !readsPrerenderedLanguage(language)) return sendShell();
  sendBuilt(req, res, page, headers, next, sendShell);
}

export interface WebAppOptions {
  /** Renders a page with the visitor's data; without it every page is the build's. */
  renderPage?: PageRendering | undefined;
}

export function webApp(webDistDir: string, { renderPage }: WebAppOptions = {}): Router {
  const dist = resolve(webDistDir);
  const router = express.Router();
  router.get("/sandbox", (req, res, next) => sendPage(req, res, join(dist, "sandbox.html"), next));
  // Text files with a pre-compressed variant; the rest (and clients accepting neither encoding)
  // fall through to express.static.
  router.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = fileInside(dist, req.path);
    if (!file || !compressibleType(file)) return next();
    sendBuilt(req, res, file, { "cache-control": cacheControl(dist, file) }, next, () => {
      res.removeHeader("vary");
      next();
    });
  });
  router.use(
    express.static(dist, {
      index: false,
      redirect: false,
      setHeaders: (res, filePath) => res.setHeader("cache-control", cacheControl(dist, filePath)),
    }),
  );
  router.use((req, res, next) => {
    if (!isPageRequest(req.method, req.path, req.headers.accept)) return next();
    const sendBuild = () => sendBuiltPage(req, res, dist, next);
    if (!renderPage || req.method !== "GET") return sendBuild();
    renderPage(req, res)
      .then((page) => (page === undefined ? sendBuild() : sendRendered(req, res, page)))
      .catch(next);
  });
  return router;
}

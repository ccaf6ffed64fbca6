/**
 * Serves the built web app: /sandbox (bundled GraphiQL), static files (hashed /assets/* cached
 * for a year), and the SPA fallback to index.html for any other page a browser asks for.
 */
import express, { type Response, type Router } from "express";
import { join, relative, sep } from "node:path";

export const NOT_BUILT_MESSAGE = "web app not built: run npm run build";
const IMMUTABLE = "public, max-age=31536000, immutable";

function isHashedAsset(webDistDir: string, filePath: string): boolean {
  return relative(webDistDir, filePath).startsWith(`assets${sep}`);
}

/** Sends a page of the build, or 503 with a clear message when the build is missing. */
function sendPage(res: Response, file: string, next: (err?: unknown) => void): void {
  res.sendFile(file, { headers: { "cache-control": "no-cache" } }, (err) => {
    if (!err || res.headersSent) return;
    if ((err as NodeJS.ErrnoException).code === "ENOENT") {
      res.status(503).type("text/plain").send(NOT_BUILT_MESSAGE);
    } else {
      next(err);
    }
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

export function webApp(webDistDir: string): Router {
  const router = express.Router();
  router.get("/sandbox", (_req, res, next) =>
    sendPage(res, join(webDistDir, "sandbox.html"), next),
  );
  router.use(
    express.static(webDistDir, {
      index: false,
      redirect: false,
      setHeaders: (res, filePath) =>
        res.setHeader(
          "cache-control",
          isHashedAsset(webDistDir, filePath) ? IMMUTABLE : "no-cache",
        ),
    }),
  );
  router.use((req, res, next) => {
    if (!isPageRequest(req.method, req.path, req.headers.accept)) return next();
    sendPage(res, join(webDistDir, "index.html"), next);
  });
  return router;
}

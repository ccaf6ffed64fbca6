/**
 * Pages rendered with the visitor's data: the web build's page renderer (page-renderer.ts, a
 * process of its own) runs the page's queries through this gateway's GraphQL schema — as the
 * visitor, with their session and preference cookies, in one context, so its loaders batch the
 * page's upstream calls as one GraphQL request would — and renders the app's markup with that
 * data into the build's index.html. The app then starts on the visitor's first interaction
 * instead of on load (web/src/main.tsx). Which pages it renders is the web app's choice (a
 * route's `handle.serverRendered`): /, the product areas' pages and offer pages.
 *
 * A signed-out visitor's page depends only on the address and the `language`, `currency_code`
 * and `org_id` cookies: it is rendered without any session, kept in the shared Store under
 * those (for the public caches' TTL, never longer than the shortest upstream lifetime it used,
 * and not at all when an answer it used was personal or failed), and concurrent misses render
 * once (a render that may not be kept serves only its own visitor: the others render theirs). A signed-in visitor's page is rendered for them alone and never kept.
 *
 * A page that cannot be rendered with all its data (an upstream failure, past `timeoutMs`, a
 * build without the renderer) falls back to the build's page: the app then fetches and shows
 * the data itself, with its loading and error states, as before.
 */
import type { Request, Response } from "express";
import { createHash } from "node:crypto";
import { visitorCookies } from "../context";
import { ResponsePolicy } from "../platform/cache/response-policy";
import { createSingleflight } from "../platform/cache/singleflight";
import type { Store } from "../platform/store";
import type { ExecuteOperation, PageRenderer } from "./page-renderer";
import { sessionTokenFrom } from "./session";

export interface ExecutorOptions {
  /** Where every upstream answer the page used reports whether it may be shared. */
  policy: ResponsePolicy;
  /** A signed-out visitor's page, kept for others: it must not read the request's session. */
  shared: boolean;
}

export interface PageRenderingOptions {
  renderer: PageRenderer;
  /** An executor for one page: every operation of the page runs in one context. */
  executorFor(req: Request, res: Response, options: ExecutorOptions): ExecuteOperation;
  /**
   * Work on the request before its page is rendered or looked up (a first visit's default
   * cookies, which the page then shows).
   */
  beforeRender?: (req: Request, res: Response) => Promise<void>;
  /** Longest wait for a page's data before the build's page is sent instead. */
  timeoutMs: number;
  /** Where signed-out visitors' pages are kept, and for how long at most; none: never kept. */
  cache?: { store: Store; maxTtlMs: number } | undefined;
}

/** A rendered page, and whether it came from the cache (`x-cache`). */
export interface RenderedPage {
  html: string;
  cache: "hit" | "miss" | "bypass";
}

/** Renders a page request into a whole HTML document, or undefined to send the build's page. */
export type PageRendering = (req: Request, res: Response) => Promise<RenderedPage | undefined>;

/** What a signed-out visitor's page depends on: the address, host and preference cookies. */
export function pageCacheKey(req: Request): string {
  const cookies = visitorCookies(req.cookies);
  return createHash("sha256")
    .update(
      JSON.stringify([
        req.originalUrl,
        req.get("host") ?? null,
        cookies.language ?? null,
        cookies.currencyCode ?? null,
        cookies.organisation ?? null,
      ]),
    )
    .digest("base64url");
}

/** Page requests rendered by `options.renderer`, signed-out visitors' pages kept (see above). */
export function createPageRendering(options: PageRenderingOptions): PageRendering {
  const flights = createSingleflight<{ html: string | undefined; shareable: boolean }>();
  const render = (req: Request, res: Response, executor: ExecutorOptions) =>
    options.renderer.render(
      {
        url: req.originalUrl,
        language: visitorCookies(req.cookies).language,
        waitMs: options.timeoutMs,
      },
      options.executorFor(req, res, executor),
    );

  return async (req, res) => {
    await options.beforeRender?.(req, res);
    const cache = options.cache;
    const signedOut = sessionTokenFrom(req.headers.authorization, req.cookies) === null;
    if (!cache || !signedOut) {
      const html = await render(req, res, {
        policy: new ResponsePolicy(),
        shared: false,
      });
      return html === undefined ? undefined : { html, cache: "bypass" };
    }
    const key = pageCacheKey(req);
    const kept = await cache.store.get(key);
    if (kept !== undefined) return { html: String(kept), cache: "hit" };
    const flight = flights.run(key, async () => {
      const policy = new ResponsePolicy();
      const html = await render(req, res, { policy, shared: true });
      const ttlMs = policy.sharedTtlMs(cache.maxTtlMs);
      if (html !== undefined && ttlMs > 0) await cache.store.set(key, html, ttlMs);
      return { html, shareable: ttlMs > 0 };
    });
    const rendered = await flight.promise;
    // Another visitor's render serves this one only when its page may be shared.
    if (flight.joined && !rendered.shareable) {
      const html = await render(req, res, {
        policy: new ResponsePolicy(),
        shared: true,
      });
      return html === undefined ? undefined : { html, cache: "miss" };
    }
    return rendered.html === undefined ? undefined : { html: rendered.html, cache: "miss" };
  };
}

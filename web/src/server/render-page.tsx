/**
 * The gateway's page rendering (built by `vite build --ssr` into web/dist-server/): a page with
 * the visitor's data — session, language and its labels, currency, site, menu and the page's own
 * queries — run through the gateway's GraphQL schema in process, rendered into the HTML with the
 * state the app needs to take over without asking again (page-state.ts).
 */
import { readFileSync } from "node:fs";
import { ApolloLink, Observable, type NormalizedCacheObject } from "@apollo/client";
import { print, type FormattedExecutionResult } from "graphql";
import { matchRoutes } from "react-router-dom";
import { FIRST_SCREEN_WAIT_MS, preloadFirstScreen, type RouteHandle } from "../app/first-screen";
import { appRoutes } from "../app/routes";
import { gatewayLabels } from "../features/locale";
import type { DocumentHead } from "../features/site";
import type { NewHistoryEntry } from "../features/history/use-history";
import { createApolloClient } from "../lib/apollo-client";
import { createI18n, DEFAULT_LANGUAGE } from "../lib/i18n";
import { pageHistoryElement, pageStateElement } from "./page-state";
import { PageDataTimeout, renderRoutes } from "./render-routes";

export interface GraphQLRequest {
  query: string;
  operationName?: string | undefined;
  variables?: Record<string, unknown> | undefined;
}

/** Runs one operation as the visitor (their session and preference cookies). */
export type ExecuteOperation = (request: GraphQLRequest) => Promise<FormattedExecutionResult>;

export interface PageRequest {
  /** Path and query of the page. */
  url: string;
  /** The visitor's `language` cookie, if any. */
  language: string | undefined;
  execute: ExecuteOperation;
  /** Longest wait for the page's data; past it the page is not rendered (default 2.5 s). */
  waitMs?: number;
}

export interface RenderedPage {
  /** The app's markup for #root. */
  html: string;
  /** The data blocks handing the page's state to the app and its history entries to its script. */
  stateElement: string;
  /** The language the page is in, for `<html lang>`. */
  language: string;
  /** The page's title, when it sets one. */
  title: string | undefined;
}

/** Whether the gateway renders the page at `url` (its route's `handle.serverRendered`). */
export function rendersOnServer(url: string): boolean {
  const { pathname } = new URL(url, "http://localhost");
  const handle = matchRoutes(appRoutes, pathname)?.at(-1)?.route.handle as RouteHandle | undefined;
  return handle?.serverRendered === true;
}

/** Runs the page's operations through `execute`, noting every one that failed. */
function executorLink(execute: ExecuteOperation, failed: { count: number }): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({
          query: print(operation.query),
          operationName: operation.operationName,
          variables: operation.variables,
        }).then(
          (result) => {
            if (result.errors?.length) failed.count += 1;
            observer.next(result);
            observer.complete();
          },
          (error: unknown) => {
            failed.count += 1;
            observer.error(error);
          },
        );
      }),
  );
}

/**
 * Renders the page at `url` with its data: what its route preloads, then what its components
 * ask for, rendered again until nothing is left to fetch. Undefined when the gateway does not
 * render that page, or when its data did not all come in `waitMs` or an operation failed: the
 * gateway then sends the page of the build, and the app fetches and shows the page itself, with
 * its error states.
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage | undefined> {
  if (!rendersOnServer(request.url)) return undefined;
  const waitMs = request.waitMs ?? FIRST_SCREEN_WAIT_MS;
  const signal = AbortSignal.timeout(waitMs);
  const failed = { count: 0 };
  const client = createApolloClient({
    link: executorLink(request.execute, failed),
    ssrMode: true,
  });
  const i18n = createI18n();
  const location = new URL(request.url, "http://localhost");
  const complete = await preloadFirstScreen(
    appRoutes,
    {
      client,
      i18n,
      location: { pathname: location.pathname, search: location.search },
      language: request.language ?? DEFAULT_LANGUAGE,
    },
    { waitMs },
  );
  if (!complete) return undefined;
  const head: DocumentHead = {};
  const history: NewHistoryEntry[] = [];
  let html: string;
  try {
    html = await renderRoutes(appRoutes, request.url, client, {
      i18n,
      head,
      history,
      fetchData: { signal },
    });
  } catch (err) {
    if (err instanceof PageDataTimeout) return undefined;
    throw err;
  }
  if (failed.count > 0) return undefined;
  const language = i18n.language;
  return {
    html,
    title: head.title,
    stateElement:
      pageStateElement({
        apollo: client.extract() as NormalizedCacheObject,
        labels: gatewayLabels(i18n, language),
      }) + pageHistoryElement(history),
    language,
  };
}

const ROOT = '<div id="root"></div>';

const escapeText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The whole document of a rendered page: the build's index.html (`template`) with the page in
 * #root (marked `data-prerendered="page"`: main.tsx starts the app on the visitor's first
 * interaction), the state after it, and the page's language and title.
 */
export function pageDocument(template: string, page: RenderedPage): string {
  if (!template.includes(ROOT)) throw new Error(`the page template has no ${ROOT}`);
  let html = template
    .replace(ROOT, `<div id="root" data-prerendered="page">${page.html}</div>${page.stateElement}`)
    .replace(
      /<html lang="[^"]*"/,
      `<html lang="${escapeText(page.language).replace(/"/g, "&quot;")}"`,
    );
  if (page.title !== undefined) {
    html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`);
  }
  return html;
}

let template: string | undefined;

/**
 * The page at `request.url` as a whole HTML document, with the visitor's data; undefined when it
 * could not be rendered with it all (see renderPage). The template is the build's index.html,
 * copied next to this module by scripts/prerender.ts.
 */
export async function renderDocument(request: PageRequest): Promise<string | undefined> {
  template ??= readFileSync(new URL("./index.html", import.meta.url), "utf8");
  const page = await renderPage(request);
  return page && pageDocument(template, page);
}

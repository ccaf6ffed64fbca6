/**
 * Renders the app's routes at one address into HTML, on the server: with no data at build time
 * (scripts/prerender.ts), or with the visitor's data in the gateway (render-page.tsx).
 */
import { StrictMode, type ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from "react-router-dom";
import type { ApolloClient } from "@apollo/client";
import { prerenderStatic } from "@apollo/client/react/ssr";
import { AppProvider } from "../app/provider";
import { DocumentHeadContext, type DocumentHead } from "../features/site";
import { PageHistoryContext } from "../features/history";
import type { NewHistoryEntry } from "../features/history/use-history";
import type { I18n } from "../lib/i18n";

/** React's inline script marking when a streamed boundary was revealed; nothing here streams. */
const REVEAL_MARK =
  /<script>requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);<\/script>/g;

interface RenderOptions {
  i18n?: I18n | undefined;
  /** What the page writes into the document's head. */
  head?: DocumentHead | null;
  /** Where the page notes what it records in the visitor's history (features/history/page-history.ts). */
  history?: NewHistoryEntry[] | null;
  /**
   * Fetch what the page's queries ask for and render again until none is left to fetch (the
   * gateway's pages); `signal` stops that. Without it the queries the cache lacks render their
   * loading state (the build's pages).
   */
  fetchData?: { signal: AbortSignal } | undefined;
}

const renderToString = async (tree: ReactNode): Promise<string> => {
  const { prelude } = await prerenderToNodeStream(tree, {
    // Write every boundary in place: an outlined one needs an inline script to be shown.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => console.error(error),
  });
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html.replace(REVEAL_MARK, "");
};

async function renderOnce(
  routes: RouteObject[],
  url: string,
  client: ApolloClient,
  { i18n, head = null, history = null, fetchData }: RenderOptions,
): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, "http://localhost")));
  if (context instanceof Response) throw new Error(`${url} redirects`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const tree = (
    <StrictMode>
      <DocumentHeadContext.Provider value={head}>
        <PageHistoryContext.Provider value={history}>
          <AppProvider client={client} i18n={i18n}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </PageHistoryContext.Provider>
      </DocumentHeadContext.Provider>
    </StrictMode>
  );
  if (!fetchData) return renderToString(tree);
  const { result, aborted } = await prerenderStatic({
    tree,
    context: { client },
    renderFunction: renderToString,
    signal: fetchData.signal,
    maxRerenders: 10,
  });
  if (aborted) throw new PageDataTimeout(url);
  return result;
}

/** The page's data did not all come in before the render was stopped. */
export class PageDataTimeout extends Error {
  constructor(url: string) {
    super(`${url}: the page's data did not come in time`);
    this.name = "PageDataTimeout";
  }
}

/**
 * The page at `url` as the app first renders it with what `client`'s cache holds (a query it
 * does not hold renders its loading state, unless `fetchData`); what it writes into the
 * document's head goes into `head`. A page's lazy parts load during a first render, which
 * then writes them as boundaries a script would fill in later (the page's CSP allows no inline
 * script): the page is rendered again, with them all at hand, until it needs no script. Throws
 * when it still does.
 */
export async function renderRoutes(
  routes: RouteObject[],
  url: string,
  client: ApolloClient,
  options: RenderOptions = {},
): Promise<string> {
  let html = await renderOnce(routes, url, client, options);
  for (let attempt = 0; attempt < 2 && html.includes("<script"); attempt++) {
    html = await renderOnce(routes, url, client, options);
  }
  if (html.includes("<script")) throw new Error(`${url}: the rendered page needs an inline script`);
  return html;
}

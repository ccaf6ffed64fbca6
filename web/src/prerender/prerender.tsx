/**
 * Build-time rendering of the first screen into the HTML (see scripts/prerender.ts): the page
 * paints before any script has loaded, and the app then hydrates it (app/start.tsx).
 */
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from "react-router-dom";
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from "@apollo/client";
import { AppProvider } from "../app/provider";
import { appRoutes } from "../app/routes";
import { AppLayout, PageLoading } from "../app/layout/app-layout";

/** A client that never answers: the build has no gateway, so every query stays loading. */
function offlineClient(): ApolloClient {
  return new ApolloClient({
    ssrMode: true,
    link: new ApolloLink(() => new Observable(() => undefined)),
    cache: new InMemoryCache(),
  });
}

/** The frame of every page (header, footer) around the loading state the app starts with. */
const shellRoutes: RouteObject[] = [
  { path: "/", element: <AppLayout />, children: [{ path: "*", element: <PageLoading /> }] },
];

async function render(routes: RouteObject[], url: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, "http://localhost")));
  if (context instanceof Response) throw new Error(`${url} redirects`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider client={offlineClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
    {
      // Write every boundary in place: an outlined one needs an inline script to be shown.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => console.error(error),
    },
  );
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/**
 * A page's first screen as the app first renders it, without data: the home page (`/`) or a
 * product area's (`/hotel`: its heading, what it offers, its search loading). Rendered twice: the
 * first render loads the lazy parts, so the second has them all at hand and writes the page in
 * order, with no boundary that a script would have to fill in later (the CSP allows no inline
 * script).
 */
export async function prerenderPage(path: string): Promise<string> {
  await render(appRoutes, path);
  return render(appRoutes, path);
}

/** The frame of the other pages (header, footer); the app renders over it. */
export function prerenderShell(): Promise<string> {
  return render(shellRoutes, "/");
}

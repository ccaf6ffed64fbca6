/**
 * Build-time rendering of the first screen into the HTML (see scripts/prerender.ts): the page
 * paints before any script has loaded, and the app then renders over it (app/start.tsx).
 */
import type { RouteObject } from "react-router-dom";
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from "@apollo/client";
import { appRoutes } from "../app/routes";
import { AppLayout, PageLoading } from "../app/layout/app-layout";
import { renderRoutes } from "../server/render-routes";

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

/**
 * A page's first screen as the app first renders it, without data: the home page (`/`) or a
 * product area's (`/hotel`: its heading, what it offers, its search loading).
 */
export function prerenderPage(path: string): Promise<string> {
  return renderRoutes(appRoutes, path, offlineClient());
}

/** The frame of the other pages (header, footer); the app renders over it. */
export function prerenderShell(): Promise<string> {
  return renderRoutes(shellRoutes, "/", offlineClient());
}

import { matchRoutes, type RouteObject } from "react-router-dom";
import { preloadSession } from "../features/auth";
import { preloadLabels, preloadLocaleInfo } from "../features/locale";
import { preloadProductMenu } from "../features/menu";
import { preloadSiteConfig } from "../features/site";
import { preloadSiteStyles } from "../features/styles";
import { nextTask } from "../lib/next-task";
import type { Preload, PreloadContext } from "../lib/preload";

/** What a route preloads: its page's script and data (see `handle` in routes.tsx). */
export interface RouteHandle {
  preload?: readonly Preload[];
  /**
   * The gateway renders the page with the visitor's data (server/render-page.tsx): a page
   * complete without the app, whose typed input the app carries over (boot/early-input.ts).
   */
  serverRendered?: boolean;
}

/** What the frame of every page shows: session, locale, labels, site, menu and styles. */
const FRAME: readonly Preload[] = [
  preloadSession,
  preloadLocaleInfo,
  preloadLabels,
  preloadSiteConfig,
  preloadProductMenu,
  preloadSiteStyles,
];

/** Longest wait for the first screen's data before rendering with loading states instead. */
export const FIRST_SCREEN_WAIT_MS = 2_500;

/**
 * Fetches what the first screen shows, the frame's data and the matched routes' (each route's
 * `handle.preload`: its lazy page script and queries), all at once, so the app's first render has
 * it at hand. Resolves when all is in, or after `waitMs`: true when every preload succeeded in
 * time (the first screen is complete), false otherwise. A failure is left to the component that
 * shows the data (it asks again and shows its error state), so this never rejects.
 */
export async function preloadFirstScreen(
  routes: RouteObject[],
  context: Omit<PreloadContext, "params">,
  {
    frame = FRAME,
    waitMs = FIRST_SCREEN_WAIT_MS,
  }: { frame?: readonly Preload[]; waitMs?: number } = {},
): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), waitMs);
  });
  const matches = matchRoutes(routes, context.location) ?? [];
  const params = matches.at(-1)?.params ?? {};
  // The page's own chunk and data first: the largest and the last to arrive.
  const preloads = [
    ...matches.flatMap((match) => (match.route.handle as RouteHandle | undefined)?.preload ?? []),
    ...frame,
  ];
  // Starting a query costs a few milliseconds of script (Apollo's first use of a document,
  // more on a phone): each starts in a task of its own, so starting them all is no long task.
  const work: Promise<unknown>[] = [];
  for (const preload of preloads) {
    await nextTask();
    work.push(
      preload({ ...context, params }).then(
        () => true,
        () => false,
      ),
    );
  }
  const complete = await Promise.race([
    Promise.all(work).then((done) => done.every(Boolean)),
    deadline,
  ]);
  clearTimeout(timer);
  return complete;
}

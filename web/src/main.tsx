import { recordEarlyInput } from "./boot/early-input";
import { PAGE_HISTORY_ID, RECENT_HISTORY_SLOT } from "./features/history/page-history-markers";
import { nextTask } from "./lib/next-task";

// The first screen is in the HTML already:
// - "page": rendered by the gateway with the visitor's data (server/render-page.tsx), complete
//   without the app. Its links are links; the app starts when the visitor first reaches for the
//   page (pointer down, touch, key, focus, a field changed) — its scripts fetched, not run, once
//   the page has loaded (prefetchApp) — so a visitor who only reads runs no script at all
//   but a small one writing what the page records in their history (boot/page-history.ts),
//   and the app starts after paint where the page shows their recent activity.
// - "home": the home page of the build, without data (scripts/prerender.ts): the app starts once
//   that screen has painted, so fetching and running the app's script never delays it — or at
//   once when the visitor reaches for the page first.
// - otherwise (a product area's page or the frame of the others, of the build): at once.
// The app renders over the screen once it has the page's data (app/start.tsx); a button pressed
// before that gets the press again once the app runs the page, and what was typed into the
// page's fields, the focus and a form sent meanwhile are carried over (boot/early-input.ts).
const root = document.getElementById("root");
const prerendered = root?.dataset.prerendered;
/**
 * The prerendered screen's first element (after its style elements, which the app's style cache
 * moves into <head>): the app renders over it, replacing it.
 */
const frame = prerendered ? (root?.querySelector(":scope > :not(style)") ?? null) : null;
/**
 * What starts the app: the visitor reaching for the page, pressing something (early input
 * presses it again once the app runs the page), or changing a field by any means.
 */
const EARLY_EVENTS = [
  "pointerdown",
  "keydown",
  "touchstart",
  "focusin",
  "click",
  "input",
  "change",
] as const;

let started = false;

/** What the visitor does before the app runs the page, carried over once it does. */
const earlyInput = frame && root ? recordEarlyInput(root, () => start()) : null;

function appTookOver(): void {
  earlyInput?.carryOver();
}

/**
 * The app's script, evaluated in tasks of their own — React, the design system's Chakra system,
 * Apollo Client, then the app — rather than in one long task that would hold the page for half a
 * second on a phone. Each module is evaluated once: the app's chunk finds them evaluated.
 */
async function loadApp(): Promise<unknown> {
  await import("react-dom/client");
  await nextTask();
  await import("./app/boot/design-system");
  await nextTask();
  await import("./app/boot/apollo");
  await nextTask();
  const { startApp } = await import("./app/start");
  return startApp();
}

function start(): void {
  if (started) return;
  started = true;
  for (const type of EARLY_EVENTS) document.removeEventListener(type, start, true);
  void loadApp().then(() => {
    if (!frame?.isConnected || !root) return appTookOver();
    const observer = new MutationObserver(() => {
      if (frame.isConnected) return;
      observer.disconnect();
      appTookOver();
    });
    observer.observe(root, { childList: true });
  });
}

/**
 * Fetches the scripts that start the app into the HTTP cache, without running them, once the
 * page has loaded and the browser is idle (the build lists them: `<meta name="app-scripts">`):
 * the visitor's first press then waits for the app to run, not to download.
 */
function prefetchApp(): void {
  const scripts = document.querySelector<HTMLMetaElement>('meta[name="app-scripts"]')?.content;
  if (!scripts) return;
  const prefetch = () => {
    if (started) return;
    for (const href of scripts.split(" ")) {
      const link = document.createElement("link");
      link.rel = "prefetch";
      link.as = "script";
      link.href = href;
      document.head.append(link);
    }
  };
  const whenIdle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(prefetch) : setTimeout(prefetch, 500);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}

/** Starts the app once the page has painted, or at once when the visitor reaches for it first. */
function startAfterPaint(): void {
  for (const type of EARLY_EVENTS) document.addEventListener(type, start, true);
  requestAnimationFrame(() => setTimeout(start, 0));
}

// Back or forward to an entry of this document (one the app pushed before a reload): only the
// app can show its page.
window.addEventListener("popstate", () => start());
if (prerendered === "page") {
  for (const type of EARLY_EVENTS) document.addEventListener(type, start, true);
  prefetchApp();
  // What the page records in the visitor's history, written without the app; the app runs at
  // once where the page shows the visitor's recent activity (only the browser has it).
  if (
    root &&
    (document.getElementById(PAGE_HISTORY_ID) || root.querySelector(`[${RECENT_HISTORY_SLOT}]`))
  )
    void import("./boot/page-history").then(({ applyPageHistory }) => {
      if (applyPageHistory(document, root)) startAfterPaint();
    });
} else if (prerendered === "home" && document.visibilityState === "visible") {
  startAfterPaint();
} else {
  start();
}

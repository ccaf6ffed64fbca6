import { nextTask } from "./lib/next-task";

// The first screen is in the HTML already (scripts/prerender.ts): the home page, or the frame of
// the other pages. On the home page the app starts once that screen has painted, so fetching
// and running the app's script never delays it — or at once when the visitor reaches for the
// page first. Other pages start it at once. The app renders over the prerendered screen once it
// has the page's data (app/start.tsx); a button pressed before that gets the press again once
// the app runs the page.
const root = document.getElementById("root");
const prerendered = root?.dataset.prerendered;
/**
 * The prerendered screen's first element (after its style elements, which the app's style cache
 * moves into <head>): the app renders over it, replacing it.
 */
const frame = prerendered ? (root?.querySelector(":scope > :not(style)") ?? null) : null;
const EARLY_EVENTS = ["pointerdown", "keydown", "touchstart", "focusin"] as const;

let started = false;
let appRunsPage = false;
/** The accessible name of a button pressed before the app ran the page. */
let missedPress: string | null = null;

/**
 * What identifies a pressed button across the switch: its `data-press-key` when it has one (a
 * button whose name changes once the app has the page's data, as the account menu's gains the
 * traveller's name), else its accessible name.
 */
const nameOf = (button: Element) =>
  button.getAttribute("data-press-key") ?? button.getAttribute("aria-label") ?? button.textContent;

function onEarlyPress(event: MouseEvent): void {
  if (appRunsPage) return;
  const button = event.target instanceof Element ? event.target.closest("button") : null;
  if (button && root?.contains(button)) missedPress = nameOf(button);
  start();
}

function appTookOver(): void {
  appRunsPage = true;
  document.removeEventListener("click", onEarlyPress, true);
  const name = missedPress;
  missedPress = null;
  if (name === null || !root) return;
  const button = [...root.querySelectorAll("button")].find((b) => nameOf(b) === name);
  button?.click();
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

document.addEventListener("click", onEarlyPress, true);
if (prerendered === "home" && document.visibilityState === "visible") {
  for (const type of EARLY_EVENTS) document.addEventListener(type, start, true);
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}

// The home page's first screen is in the HTML already (scripts/prerender.ts): there the app
// starts once that screen has painted, so fetching and running the app's script never delays
// it — or at once when the visitor reaches for the page first; a press made before the app ran
// is passed on to it. Other pages (the frame only) start the app at once.
const root = document.getElementById("root");
const EARLY_EVENTS = ["pointerdown", "keydown", "touchstart", "focusin"] as const;

let started = false;
/** A button pressed before the app ran: it gets the press again once the app has hydrated it. */
let pressed: HTMLElement | null = null;

function start(): void {
  if (started) return;
  started = true;
  for (const type of EARLY_EVENTS) document.removeEventListener(type, start, true);
  void import("./app/start").then(() => {
    // Presses until now reached no handler (the press that started the app among them).
    document.removeEventListener("click", onEarlyClick, true);
    if (pressed?.isConnected) pressed.click();
  });
}

function onEarlyClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest("button") : null;
  if (target) pressed = target;
  start();
}

if (root?.dataset.prerendered === "home" && document.visibilityState === "visible") {
  for (const type of EARLY_EVENTS) document.addEventListener(type, start, true);
  document.addEventListener("click", onEarlyClick, true);
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}

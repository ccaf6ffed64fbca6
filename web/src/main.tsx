// The page's first screen is in the HTML already (scripts/prerender.ts): the app starts once it
// has been painted, so fetching and running the app's script never delays that first paint.
const start = () => void import("./app/start");

if (document.visibilityState === "visible") {
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}

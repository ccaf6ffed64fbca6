import { options } from "preact";

/**
 * Runs effects (`useEffect`) as soon as the render that scheduled them is committed, as React
 * does for the updates the app's components make: Zag's state machines (Chakra's dialogs, menus)
 * change state in `flushSync`, and React then runs that render's effects before returning. The
 * browser build runs the app on preact/compat (build/preact-compat.ts), which by default runs
 * effects after the next frame (rAF, then a timeout). A dialog mounts its portal, then its
 * content, one effect after another, and looks for its title in the next animation frame: an
 * effect a frame late and the title was not there yet, so the dialog went without its name.
 *
 * Call once, before the app's first render. Effects run in a microtask after the commit: after
 * the render that scheduled them, before anything the browser runs next.
 */
export function runEffectsAfterCommit(): void {
  options.requestAnimationFrame = (callback) => queueMicrotask(callback);
}

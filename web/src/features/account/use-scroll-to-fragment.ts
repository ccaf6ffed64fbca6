import { useEffect } from "react";
import { useLocation } from "react-router-dom";

/** How long the page may keep growing (sections loading above the target) before we stop following. */
const SETTLE_MS = 2_000;

/**
 * Brings the element named by the address's fragment (e.g. #my-trips) into view, and keeps it
 * there while the sections above it finish loading and change height — until the visitor
 * scrolls, types or clicks. The router does not do this itself, and a browser only does it for
 * an element that exists when the page loads.
 */
export function useScrollToFragment(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const id = decodeURIComponent(hash.slice(1));
    const bring = () => document.getElementById(id)?.scrollIntoView({ block: "start" });
    bring();
    let following = true;
    const stop = () => {
      following = false;
    };
    const observer =
      typeof ResizeObserver === "undefined"
        ? null
        : new ResizeObserver(() => {
            if (following) bring();
          });
    observer?.observe(document.body);
    const events = ["wheel", "touchstart", "keydown", "mousedown"] as const;
    events.forEach((e) => window.addEventListener(e, stop, { passive: true }));
    const timer = window.setTimeout(stop, SETTLE_MS);
    return () => {
      observer?.disconnect();
      window.clearTimeout(timer);
      events.forEach((e) => window.removeEventListener(e, stop));
    };
  }, [hash, ready]);
}

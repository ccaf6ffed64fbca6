import type { MenuTargetKind } from "../../__generated__/graphql";
import { paths } from "../../config/paths";

/** Where a product-menu entry leads, as the app renders it. */
export type MenuTarget =
  | { type: "route"; to: string }
  | { type: "external"; href: string }
  | { type: "action"; to: string };

/** Flows the app runs from the menu (`method:<name>` targets). */
const METHOD_PREFIX = "method:";

/**
 * The link or action of a product-menu entry: ROUTE entries are app routes, EXTERNAL entries
 * other sites, and the daily-deals METHOD entry starts the daily savings flow, which for a
 * visitor who is not signed in means showing sign-in (spec §4). Null for an unknown method.
 */
export function resolveMenuTarget(entry: {
  kind: MenuTargetKind;
  target: string;
}): MenuTarget | null {
  switch (entry.kind) {
    case "ROUTE":
      return { type: "route", to: entry.target };
    case "EXTERNAL":
      return { type: "external", href: entry.target };
    case "METHOD":
      return entry.target === `${METHOD_PREFIX}dailydeals`
        ? { type: "action", to: paths.signIn }
        : null;
  }
}

/** A path as NavLink's `end` matches it: without a trailing slash, in any case. */
const samePath = (a: string, b: string) =>
  (a.replace(/\/+$/, "") || "/").toLowerCase() === (b.replace(/\/+$/, "") || "/").toLowerCase();

/**
 * Whether a route entry leads to the page shown: the same path and the same area of it, named
 * by `type` (none for the page's own) — `/resorts?type=weeks` is the resorts page's Weeks search
 * and `/resorts` its Resorts search, so only one of the two is current.
 */
export function isCurrentRoute(
  to: string,
  location: { pathname: string; search: string },
): boolean {
  const target = new URL(to, "http://app.invalid");
  return (
    samePath(target.pathname, location.pathname) &&
    target.searchParams.get("type") === new URLSearchParams(location.search).get("type")
  );
}

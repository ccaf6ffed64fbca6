/**
 * History on a page the gateway renders (server/render-page.tsx), where the app does not run
 * until the visitor reaches for the page: what the page records in the visitor's history is
 * collected while rendering (`PageHistoryContext`) and written by the page's entry script
 * (boot/page-history.ts) on load; where the page shows the visitor's recent activity, it leaves a
 * slot (`data-recent-history`) that the entry script fills by starting the app, when the history
 * has something to show there.
 */
import { createContext } from "react";
import type { ProductAreaKey } from "../../config/paths";
import type { NewHistoryEntry } from "./use-history";
import { latestOf, type HistoryEntry } from "./record-history";

/** While a page is rendered on the server: the history entries it records. */
export const PageHistoryContext = createContext<NewHistoryEntry[] | null>(null);

export { PAGE_HISTORY_ID, RECENT_HISTORY_SLOT } from "./page-history-markers";

/**
 * Whether the recent activity of `area` shows anything with `entries`: the area's last search
 * unless it is the one on the page (`currentQuery`), or its last offer viewed.
 */
export function showsRecentHistory(
  entries: readonly HistoryEntry[],
  area: ProductAreaKey,
  currentQuery: string,
): boolean {
  const search = latestOf(entries, "search", area);
  const shownSearch = search && (search.query === undefined || search.query !== currentQuery);
  return Boolean(shownSearch) || latestOf(entries, "offer", area) !== undefined;
}

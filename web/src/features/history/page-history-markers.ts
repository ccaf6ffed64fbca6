/**
 * The marks a page the gateway rendered carries for its entry script (main.tsx) about the
 * visitor's history (page-history.ts): in a module of their own, with no import, so the entry
 * script can read them without loading React.
 */

/** The id of the data block holding what a rendered page records. */
export const PAGE_HISTORY_ID = "page-history";
/** The attribute of the slot a rendered page leaves for the recent activity of an area. */
export const RECENT_HISTORY_SLOT = "data-recent-history";

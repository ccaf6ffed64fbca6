/**
 * The history side of a page the gateway rendered, run by the page's entry script on load,
 * without the app (features/history/page-history.ts): writes what the page records in the
 * visitor's history, and says whether the page's recent-activity slot has something to show,
 * in which case the app must run to show it.
 */
import {
  PAGE_HISTORY_ID,
  RECENT_HISTORY_SLOT,
  recordHistory,
  showsRecentHistory,
} from "../features/history";
import { parseHistoryEntry, readHistory, writeHistory } from "../features/history/history-storage";
import type { ProductAreaKey } from "../config/paths";

/** The entries the page's data block holds (each checked as stored history is). */
function pageEntries(doc: Document): ReturnType<typeof parseHistoryEntry>[] {
  const text = doc.getElementById(PAGE_HISTORY_ID)?.textContent;
  if (!text) return [];
  try {
    const entries = JSON.parse(text) as unknown;
    if (!Array.isArray(entries)) return [];
    const at = new Date().toISOString();
    return entries.map((entry) =>
      parseHistoryEntry(typeof entry === "object" && entry !== null ? { ...entry, at } : entry),
    );
  } catch {
    return [];
  }
}

/**
 * Records the page's history entries, then answers whether the page shows the visitor's recent
 * activity (its slot in `root`, and something to show in it).
 */
export function applyPageHistory(doc: Document, root: Element): boolean {
  const entries = pageEntries(doc).filter((entry) => entry !== null);
  let history = readHistory();
  if (entries.length > 0) {
    for (const entry of entries) history = recordHistory(history, entry);
    writeHistory(history);
  }
  const slot = root.querySelector(`[${RECENT_HISTORY_SLOT}]`);
  if (!slot) return false;
  const area = slot.getAttribute(RECENT_HISTORY_SLOT) as ProductAreaKey;
  return showsRecentHistory(history, area, slot.getAttribute("data-current-query") ?? "");
}

/**
 * What a page the gateway rendered hands to the app: the Apollo cache it rendered from and the
 * labels of the visitor's language, as a JSON data block in the page (`<script
 * type="application/json">`, which no browser runs, so the CSP's `script-src 'self'` holds).
 */
import type { NormalizedCacheObject } from "@apollo/client";
import type { LanguageLabels } from "../features/locale";
import { PAGE_HISTORY_ID } from "../features/history";
import type { NewHistoryEntry } from "../features/history/use-history";

export const PAGE_STATE_ID = "page-state";

export interface PageState {
  /** The Apollo cache the page was rendered from. */
  apollo: NormalizedCacheObject;
  /** The gateway's labels of the page's language (none for English, the app's defaults). */
  labels?: LanguageLabels | undefined;
}

/** `value` as a JSON data block; `<` is escaped, so no text in it can end the element. */
function dataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** The state as a data block. */
export function pageStateElement(state: PageState): string {
  return dataBlock(PAGE_STATE_ID, state);
}

/**
 * What the page records in the visitor's history (each kind and area once: the page may have
 * been rendered more than once), as a data block for the page's script; none when nothing.
 */
export function pageHistoryElement(entries: readonly NewHistoryEntry[]): string {
  const unique = new Map(entries.map((entry) => [`${entry.kind}:${entry.area}`, entry]));
  return unique.size === 0 ? "" : dataBlock(PAGE_HISTORY_ID, [...unique.values()]);
}

/** The state a rendered page carries, or undefined (a page of the build, or a broken block). */
export function readPageState(doc: Pick<Document, "getElementById">): PageState | undefined {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as Partial<PageState> | null;
    return state && typeof state.apollo === "object" && state.apollo !== null
      ? (state as PageState)
      : undefined;
  } catch {
    return undefined;
  }
}

import { useCallback, useSyncExternalStore } from "react";
import { HISTORY_STORAGE_KEY, readHistory, writeHistory } from "./history-storage";
import { recordHistory, type HistoryEntry } from "./record-history";

/** Entries without their time: `record` stamps them. */
export type NewHistoryEntry =
  | Omit<Extract<HistoryEntry, { kind: "search" }>, "at">
  | Omit<Extract<HistoryEntry, { kind: "offer" }>, "at">;

/** One history for the whole page: every component sees a record at once. */
const listeners = new Set<() => void>();
let snapshot: HistoryEntry[] | null = null;

function current(): HistoryEntry[] {
  snapshot ??= readHistory();
  return snapshot;
}

function changed(): void {
  snapshot = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  // the first reader after none reads the storage again (it may have changed meanwhile)
  if (listeners.size === 0) snapshot = null;
  listeners.add(listener);
  // another tab's change
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === HISTORY_STORAGE_KEY) changed();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const EMPTY: HistoryEntry[] = [];

/**
 * The visitor's history (kept in localStorage, so it survives a reload) and `record`, which
 * stores an entry by the history rule.
 */
export function useHistory() {
  const entries = useSyncExternalStore(subscribe, current, () => EMPTY);
  const record = useCallback((entry: NewHistoryEntry) => {
    // read the storage again: another tab may have recorded since
    const stamped = { ...entry, at: new Date().toISOString() } as HistoryEntry;
    writeHistory(recordHistory(readHistory(), stamped));
    changed();
  }, []);
  return { entries, record };
}

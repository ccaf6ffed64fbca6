/**
 * History rule (spec §4: "History keeps one entry per type, replaced on repeat"): an entry's
 * type is what it remembers in which product area — the last search (place, dates, party), the last
 * offer viewed — so each area keeps at most one of each, the newest first.
 */
import type { ProductAreaKey } from "../../config/paths";

export interface SearchEntry {
  kind: "search";
  area: ProductAreaKey;
  /** The place searched, as shown ("" for anywhere). */
  destination: string;
  /** The search's address query (place, dates, party, filters), to open it again. */
  query?: string;
  /** Its first day, ISO. */
  checkIn?: string;
  /** Its last day (check-out, drop-off), ISO, when it has one. */
  checkOut?: string | null;
  /** Guests, passengers or travellers. */
  guests?: number;
  /** When it was recorded (ISO 8601). */
  at: string;
}

export interface OfferViewEntry {
  kind: "offer";
  area: ProductAreaKey;
  offerId: string;
  /** The offer's name when it was viewed. */
  name: string;
  at: string;
}

export type HistoryEntry = SearchEntry | OfferViewEntry;

/** Most entries kept: one of each kind for every product area is far below this. */
export const MAX_HISTORY_ENTRIES = 40;

const sameType = (a: HistoryEntry, b: HistoryEntry) => a.kind === b.kind && a.area === b.area;

/** The history with `entry` first, replacing the entry of the same type. */
export function recordHistory(
  entries: readonly HistoryEntry[],
  entry: HistoryEntry,
): HistoryEntry[] {
  return [entry, ...entries.filter((e) => !sameType(e, entry))].slice(0, MAX_HISTORY_ENTRIES);
}

/** The latest entry of a kind in an area, if any. */
export function latestOf<K extends HistoryEntry["kind"]>(
  entries: readonly HistoryEntry[],
  kind: K,
  area: ProductAreaKey,
): Extract<HistoryEntry, { kind: K }> | undefined {
  return entries.find(
    (e): e is Extract<HistoryEntry, { kind: K }> => e.kind === kind && e.area === area,
  );
}

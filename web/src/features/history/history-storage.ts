/**
 * The history in localStorage, under a versioned key: what cannot be read (no storage, corrupt
 * JSON, another version, malformed entries) is an empty history or is left out, never an error.
 */
import { productPaths, type ProductAreaKey } from "../../config/paths";
import { MAX_HISTORY_ENTRIES, type HistoryEntry } from "./record-history";

export const HISTORY_STORAGE_KEY = "travel.history";
export const HISTORY_VERSION = 1;

const MAX_TEXT = 200;
const MAX_QUERY = 1000;

const isArea = (value: unknown): value is ProductAreaKey =>
  typeof value === "string" && Object.hasOwn(productPaths, value);
const isText = (value: unknown): value is string =>
  typeof value === "string" && value.trim() !== "" && value.length <= MAX_TEXT;
const isQuery = (value: unknown): value is string =>
  typeof value === "string" && value.trim() !== "" && value.length <= MAX_QUERY;
const isSearchText = (value: unknown): value is string =>
  typeof value === "string" && value.length <= MAX_TEXT;
const isDay = (value: unknown): value is string =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isTime = (value: unknown): value is string =>
  typeof value === "string" && !Number.isNaN(Date.parse(value));

/** One stored entry, or null when it is not a well-formed entry. */
export function parseHistoryEntry(value: unknown): HistoryEntry | null {
  if (typeof value !== "object" || value === null) return null;
  const e = value as Record<string, unknown>;
  if (!isArea(e.area) || !isTime(e.at)) return null;
  if (
    e.kind === "search" &&
    isSearchText(e.destination) &&
    (isText(e.destination) || isQuery(e.query))
  ) {
    const entry: HistoryEntry = {
      kind: "search",
      area: e.area,
      destination: e.destination,
      at: e.at,
    };
    if (isQuery(e.query)) entry.query = e.query;
    if (isDay(e.checkIn)) entry.checkIn = e.checkIn;
    if (isDay(e.checkOut)) entry.checkOut = e.checkOut;
    if (typeof e.guests === "number" && Number.isInteger(e.guests) && e.guests > 0)
      entry.guests = e.guests;
    return entry;
  }
  if (e.kind === "offer" && isText(e.offerId) && isText(e.name)) {
    return { kind: "offer", area: e.area, offerId: e.offerId, name: e.name, at: e.at };
  }
  return null;
}

/** The stored history from its raw text (null when nothing is stored). */
export function parseStoredHistory(raw: string | null): HistoryEntry[] {
  if (raw === null) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return [];
  }
  if (typeof stored !== "object" || stored === null) return [];
  const { version, entries } = stored as Record<string, unknown>;
  if (version !== HISTORY_VERSION || !Array.isArray(entries)) return [];
  return entries
    .map(parseHistoryEntry)
    .filter((e): e is HistoryEntry => e !== null)
    .slice(0, MAX_HISTORY_ENTRIES);
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

export function readHistory(): HistoryEntry[] {
  try {
    return parseStoredHistory(storage()?.getItem(HISTORY_STORAGE_KEY) ?? null);
  } catch {
    return [];
  }
}

export function writeHistory(entries: readonly HistoryEntry[]): void {
  try {
    storage()?.setItem(HISTORY_STORAGE_KEY, JSON.stringify({ version: HISTORY_VERSION, entries }));
  } catch (e) {
    // full or disabled storage: the history just is not kept
    console.warn("Could not store the history", e);
  }
}

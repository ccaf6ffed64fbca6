/**
 * Relay paging of search results over the upstream's page-based API, with one upstream call per
 * request. A cursor names a result by its position in the results (opaque to clients); `after`
 * and `first` give the range wanted, [start, start + first). The upstream is asked for the page
 * and size whose one page holds that range: `first` itself when the range starts on a multiple
 * of it (the usual walk with a constant `first`), else the smallest size up to 50 whose page
 * holds it all. When none does (`first` grew between pages so much that no page of at most 50
 * holds the range) the page answered is the part of the range the best such page holds: shorter
 * than `first`, with `hasNextPage` true, so walking on gives every result once.
 */
import { GraphQLError } from "graphql";
import type { PageInfo } from "../platform/connection";

export const DEFAULT_SEARCH_PAGE = 20;
export const MAX_SEARCH_PAGE = 50;
/** The upstream's last page number. */
export const MAX_UPSTREAM_PAGE = 10_000;

const CURSOR_PREFIX = "s1:";
/** Positions beyond this are no cursor of ours (the upstream pages no further). */
const MAX_POSITION = MAX_UPSTREAM_PAGE * MAX_SEARCH_PAGE;

/** The opaque cursor of the result at `position` (0-based) in a search's results. */
export function searchCursor(position: number): string {
  return Buffer.from(`${CURSOR_PREFIX}${position}`, "utf8").toString("base64url");
}

/** The position a cursor names; null when it is not a search cursor. */
export function cursorPosition(cursor: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(cursor)) return null;
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  const match = /^s1:(0|[1-9]\d{0,8})$/.exec(text);
  const position = match ? Number(match[1]) : null;
  return position !== null && position < MAX_POSITION ? position : null;
}

/** What to ask the upstream for, and which of its results make the page. */
export interface UpstreamWindow {
  page: number;
  size: number;
  /** Position of the page's first result in all results. */
  start: number;
  /** Index in the upstream's results of the first one to answer. */
  skip: number;
  /** How many to answer at most. */
  take: number;
}

/** The upstream page (size ≤ 50) that holds the most of [start, start + first). */
export function upstreamWindow(start: number, first: number): UpstreamWindow {
  let best: UpstreamWindow | null = null;
  for (let size = first; size <= MAX_SEARCH_PAGE; size += 1) {
    const page = Math.floor(start / size) + 1;
    const skip = start - (page - 1) * size;
    const take = Math.min(first, size - skip);
    if (page > MAX_UPSTREAM_PAGE) continue;
    if (!best || take > best.take) best = { page, size, start, skip, take };
    if (take === first) break;
  }
  return best ?? { page: MAX_UPSTREAM_PAGE, size: MAX_SEARCH_PAGE, start, skip: 0, take: 0 };
}

const badInput = (message: string, field: string, reason: string) =>
  new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT", field, reason } });

/** `first` and `after` checked: the upstream window to ask for; BAD_USER_INPUT otherwise. */
export function windowOf(
  first: number | null | undefined,
  after: string | null | undefined,
): UpstreamWindow {
  const count = first ?? DEFAULT_SEARCH_PAGE;
  if (!Number.isInteger(count) || count < 1 || count > MAX_SEARCH_PAGE)
    throw badInput(`first must be from 1 to ${MAX_SEARCH_PAGE}`, "first", "INVALID_FIRST");
  let start = 0;
  if (after !== null && after !== undefined) {
    const position = cursorPosition(after);
    if (position === null)
      throw badInput(
        "after is not a cursor of this search (ask for the first page again)",
        "after",
        "INVALID_CURSOR",
      );
    start = position + 1;
  }
  return upstreamWindow(start, count);
}

/** The page's items with their cursors, and where it sits among `total` results. */
export function pageOf<T>(
  window: UpstreamWindow,
  results: readonly T[],
  total: number,
): { items: { cursor: string; item: T }[]; pageInfo: PageInfo } {
  const page = results.slice(window.skip, window.skip + window.take);
  const items = page.map((item, i) => ({ cursor: searchCursor(window.start + i), item }));
  return {
    items,
    pageInfo: {
      hasNextPage: window.start + page.length < total,
      hasPreviousPage: window.start > 0,
      startCursor: items[0]?.cursor ?? null,
      endCursor: items[items.length - 1]?.cursor ?? null,
    },
  };
}

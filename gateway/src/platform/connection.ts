/**
 * Relay-style connections over a list the gateway holds whole (one upstream answer per request):
 * `first` (1 to MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE when omitted) items after the `after` cursor.
 * A cursor names an item by its key, not by its position, so a page asked for after new items
 * arrived at the top still continues where the previous page ended. Only the page is mapped to
 * GraphQL objects.
 */
import { GraphQLError } from "graphql";

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;

const CURSOR_PREFIX = "c1:";

export interface ConnectionArgs {
  first?: number | null | undefined;
  after?: string | null | undefined;
}

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: PageInfo;
  totalCount: number;
}

/** The opaque cursor of the item with this key. */
export function encodeCursor(key: string): string {
  return Buffer.from(`${CURSOR_PREFIX}${key}`, "utf8").toString("base64url");
}

/** The key a cursor names; null when it is not one of ours. */
export function decodeCursor(cursor: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  return text.startsWith(CURSOR_PREFIX) ? text.slice(CURSOR_PREFIX.length) : null;
}

const badInput = (message: string, field: string) =>
  new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT", field } });

/**
 * The page `args` asks for in `items` (already in the list's order). Throws BAD_USER_INPUT when
 * `first` is out of range or `after` is not a cursor of an item of this list.
 */
export async function connectionOf<R, T>(
  items: readonly R[],
  args: ConnectionArgs,
  keyOf: (item: R) => string,
  toNodes: (page: R[]) => T[] | Promise<T[]>,
): Promise<Connection<T>> {
  const first = args.first ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE)
    throw badInput(`first must be from 1 to ${MAX_PAGE_SIZE}`, "first");
  let start = 0;
  if (args.after !== null && args.after !== undefined) {
    const key = decodeCursor(args.after);
    const index = key === null ? -1 : items.findIndex((item) => keyOf(item) === key);
    if (index < 0)
      throw badInput("after is not a cursor of this list (ask for the first page again)", "after");
    start = index + 1;
  }
  const page = items.slice(start, start + first);
  const nodes = page.length === 0 ? [] : await toNodes(page);
  const cursors = page.map((item) => encodeCursor(keyOf(item)));
  return {
    edges: nodes.map((node, i) => ({ cursor: cursors[i]!, node })),
    nodes,
    pageInfo: {
      hasNextPage: start + page.length < items.length,
      hasPreviousPage: start > 0,
      startCursor: cursors[0] ?? null,
      endCursor: cursors[cursors.length - 1] ?? null,
    },
    totalCount: items.length,
  };
}

import { GraphQLError } from "graphql";
import {
  connectionOf,
  type Connection,
  decodeCursor,
  DEFAULT_PAGE_SIZE,
  encodeCursor,
  MAX_PAGE_SIZE,
} from "./connection";

interface Item {
  id: number;
}
const items = (n: number): Item[] => Array.from({ length: n }, (_, i) => ({ id: 100 + i }));
const keyOf = (item: Item) => String(item.id);
const ids = (page: Item[]) => page.map((i) => i.id);

async function codeOf(work: Promise<unknown>): Promise<[string, unknown]> {
  const err = await work.then(
    () => new Error("resolved"),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(GraphQLError);
  const { message, extensions } = err as GraphQLError;
  return [String(extensions.code), `${String(extensions.field)}: ${message}`];
}

test("a cursor names an item's key and nothing else reads as one", () => {
  expect(decodeCursor(encodeCursor("42"))).toBe("42");
  expect(decodeCursor(encodeCursor("a:b/ü"))).toBe("a:b/ü");
  expect(decodeCursor("NDI")).toBeNull(); // "42" without the prefix
  expect(decodeCursor("not a cursor!")).toBeNull();
  expect(decodeCursor("")).toBeNull();
  expect(decodeCursor("x".repeat(201))).toBeNull();
});

test("the first page: DEFAULT_PAGE_SIZE items, with the list's total and the way on", async () => {
  const page = await connectionOf(items(45), {}, keyOf, ids);
  expect(page.nodes).toHaveLength(DEFAULT_PAGE_SIZE);
  expect(page.nodes[0]).toBe(100);
  expect(page.totalCount).toBe(45);
  expect(page.pageInfo).toEqual({
    hasNextPage: true,
    hasPreviousPage: false,
    startCursor: encodeCursor("100"),
    endCursor: encodeCursor(String(100 + DEFAULT_PAGE_SIZE - 1)),
  });
  expect(page.edges.map((e) => e.node)).toEqual(page.nodes);
  expect(page.edges.map((e) => decodeCursor(e.cursor))).toEqual(page.nodes.map(String));
});

test("following endCursor walks the whole list once, in order", async () => {
  const list = items(23);
  const seen: number[] = [];
  let after: string | null = null;
  let pages = 0;
  for (;;) {
    const page: Connection<number> = await connectionOf(list, { first: 5, after }, keyOf, ids);
    pages += 1;
    seen.push(...page.nodes);
    expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
    if (!page.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor;
  }
  expect(pages).toBe(5);
  expect(seen).toEqual(ids(list));
});

test("items added at the top do not shift the next page", async () => {
  const list = items(10);
  const first = await connectionOf(list, { first: 4 }, keyOf, ids);
  const grown = [{ id: 1 }, { id: 2 }, ...list];
  const next = await connectionOf(grown, { first: 4, after: first.pageInfo.endCursor }, keyOf, ids);
  expect(next.nodes).toEqual([104, 105, 106, 107]);
  expect(next.totalCount).toBe(12);
});

test("only the page is mapped", async () => {
  const toNodes = jest.fn((page: Item[]) => ids(page));
  await connectionOf(items(50), { first: 3 }, keyOf, toNodes);
  expect(toNodes).toHaveBeenCalledTimes(1);
  expect(toNodes.mock.calls[0]![0]).toHaveLength(3);
});

test("an empty list or the end of one: no items, no cursors, no mapping", async () => {
  const toNodes = jest.fn(ids);
  const empty = await connectionOf([], {}, keyOf, toNodes);
  expect(empty).toEqual({
    edges: [],
    nodes: [],
    totalCount: 0,
    pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
  });
  const list = items(3);
  const end = await connectionOf(list, { after: encodeCursor("102") }, keyOf, toNodes);
  expect(end.nodes).toEqual([]);
  expect(end.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  expect(toNodes).not.toHaveBeenCalled();
});

test("first must be from 1 to MAX_PAGE_SIZE", async () => {
  for (const first of [0, -1, MAX_PAGE_SIZE + 1, 2.5]) {
    expect(await codeOf(connectionOf(items(3), { first }, keyOf, ids))).toEqual([
      "BAD_USER_INPUT",
      `first: first must be from 1 to ${MAX_PAGE_SIZE}`,
    ]);
  }
  const max = await connectionOf(items(80), { first: MAX_PAGE_SIZE }, keyOf, ids);
  expect(max.nodes).toHaveLength(MAX_PAGE_SIZE);
});

test("an after that names no item of the list is refused, not read as the start", async () => {
  const message = "after: after is not a cursor of this list (ask for the first page again)";
  for (const after of [encodeCursor("999"), "garbage", "", encodeCursor("")]) {
    expect(await codeOf(connectionOf(items(3), { after }, keyOf, ids))).toEqual([
      "BAD_USER_INPUT",
      message,
    ]);
  }
});

// The history side of a page the gateway rendered (page-history.ts), on load without the app:
// the page's entries are written by the history rule, and the recent-activity slot asks for the
// app only when there is something to show in it.
import { HISTORY_STORAGE_KEY, readHistory } from "../features/history/history-storage";
import { applyPageHistory } from "./page-history";

function page(history: unknown[] | null, slot: { area: string; query: string } | null) {
  const root = document.createElement("div");
  if (slot)
    root.innerHTML = `<div hidden data-recent-history="${slot.area}" data-current-query="${slot.query}"></div>`;
  document.body.replaceChildren(root);
  if (history) {
    const block = document.createElement("script");
    block.type = "application/json";
    block.id = "page-history";
    block.textContent = JSON.stringify(history);
    document.body.append(block);
  }
  return root;
}

beforeEach(() => localStorage.clear());

test("an offer's page records the offer viewed, without the app", () => {
  const root = page(
    [{ kind: "offer", area: "hotel", offerId: "101", name: "Casa do Miradouro" }],
    null,
  );
  expect(applyPageHistory(document, root)).toBe(false);
  expect(readHistory()).toEqual([
    expect.objectContaining({
      kind: "offer",
      area: "hotel",
      offerId: "101",
      name: "Casa do Miradouro",
    }),
  ]);
});

test("a search's page records the search and shows no reminder of that same search", () => {
  const search = {
    kind: "search",
    area: "hotel",
    destination: "Lisbon",
    query: "destination=Lisbon",
    checkIn: "2026-12-20",
    checkOut: "2026-12-22",
    guests: 2,
  };
  const root = page([search], { area: "hotel", query: "destination=Lisbon" });
  expect(applyPageHistory(document, root)).toBe(false);
  expect(readHistory()).toEqual([expect.objectContaining(search)]);
});

test("an area's page asks for the app when the visitor has recent activity there", () => {
  localStorage.setItem(
    HISTORY_STORAGE_KEY,
    JSON.stringify({
      version: 1,
      entries: [
        { kind: "offer", area: "hotel", offerId: "7", name: "Old", at: "2026-11-01T00:00:00.000Z" },
      ],
    }),
  );
  expect(readHistory()).toHaveLength(1);
  expect(applyPageHistory(document, page(null, { area: "hotel", query: "" }))).toBe(true);
  // another area's activity is not shown here
  expect(applyPageHistory(document, page(null, { area: "cars", query: "" }))).toBe(false);
});

test("a broken or hostile block records nothing", () => {
  const root = page([{ kind: "offer", area: "hotel" }, "x", null], null);
  expect(applyPageHistory(document, root)).toBe(false);
  expect(readHistory()).toEqual([]);
  const block = document.getElementById("page-history");
  if (block) block.textContent = "{not json";
  expect(applyPageHistory(document, root)).toBe(false);
});

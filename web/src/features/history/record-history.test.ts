import { latestOf, MAX_HISTORY_ENTRIES, recordHistory, type HistoryEntry } from "./record-history";

const search = (
  area: "hotel" | "stays",
  destination: string,
  at = "2026-06-01T10:00:00Z",
): HistoryEntry => ({
  kind: "search",
  area,
  destination,
  at,
});
const offer = (
  area: "hotel" | "stays",
  offerId: string,
  name = `Offer ${offerId}`,
): HistoryEntry => ({
  kind: "offer",
  area,
  offerId,
  name,
  at: "2026-06-01T10:00:00Z",
});

describe("recordHistory", () => {
  it.each<[string, HistoryEntry[], HistoryEntry, HistoryEntry[]]>([
    ["adds to an empty history", [], search("hotel", "Lisbon"), [search("hotel", "Lisbon")]],
    [
      "replaces the search of the same area",
      [search("hotel", "Lisbon")],
      search("hotel", "Porto"),
      [search("hotel", "Porto")],
    ],
    [
      "replaces a repeat of the same search, moving it first",
      [offer("hotel", "1"), search("hotel", "Lisbon", "2026-01-01T00:00:00Z")],
      search("hotel", "Lisbon", "2026-06-02T00:00:00Z"),
      [search("hotel", "Lisbon", "2026-06-02T00:00:00Z"), offer("hotel", "1")],
    ],
    [
      "keeps the search of another area",
      [search("stays", "Lisbon")],
      search("hotel", "Porto"),
      [search("hotel", "Porto"), search("stays", "Lisbon")],
    ],
    [
      "keeps a search beside an offer view of the same area",
      [search("hotel", "Lisbon")],
      offer("hotel", "501"),
      [offer("hotel", "501"), search("hotel", "Lisbon")],
    ],
    [
      "replaces the offer view of the same area",
      [offer("hotel", "501"), search("hotel", "Lisbon")],
      offer("hotel", "502"),
      [offer("hotel", "502"), search("hotel", "Lisbon")],
    ],
  ])("%s", (_case, entries, entry, expected) => {
    expect(recordHistory(entries, entry)).toEqual(expected);
  });

  it("never mutates the given history", () => {
    const entries = Object.freeze([search("hotel", "Lisbon")]);
    recordHistory(entries, search("hotel", "Porto"));
    expect(entries).toEqual([search("hotel", "Lisbon")]);
  });

  it("keeps at most MAX_HISTORY_ENTRIES", () => {
    const many = Array.from({ length: MAX_HISTORY_ENTRIES + 5 }, (_, i) => ({
      ...search("hotel", `D${i}`),
      area: `area${i}` as "hotel",
    }));
    expect(recordHistory(many, search("stays", "Faro"))).toHaveLength(MAX_HISTORY_ENTRIES);
  });
});

describe("latestOf", () => {
  it("finds the entry of a kind in an area", () => {
    const entries = [offer("stays", "9"), search("hotel", "Porto"), offer("hotel", "501")];
    expect(latestOf(entries, "offer", "hotel")).toEqual(offer("hotel", "501"));
    expect(latestOf(entries, "search", "hotel")).toEqual(search("hotel", "Porto"));
    expect(latestOf(entries, "search", "stays")).toBeUndefined();
  });
});

import {
  HISTORY_STORAGE_KEY,
  parseStoredHistory,
  readHistory,
  writeHistory,
} from "./history-storage";

const SEARCH = { kind: "search", area: "hotel", destination: "Lisbon", at: "2026-06-01T10:00:00Z" };
const OFFER = {
  kind: "offer",
  area: "stays",
  offerId: "701",
  name: "Casa do Rio",
  at: "2026-06-01T11:00:00Z",
};
const stored = (entries: unknown, version: unknown = 1) => JSON.stringify({ version, entries });

describe("parseStoredHistory", () => {
  it.each<[string, string | null, unknown[]]>([
    ["nothing stored", null, []],
    ["corrupt JSON", "{not json", []],
    ["a JSON value that is not an object", "42", []],
    ["another version", stored([SEARCH], 2), []],
    ["no version", JSON.stringify({ entries: [SEARCH] }), []],
    ["entries that are not a list", stored({ 0: SEARCH }), []],
    ["well-formed entries", stored([SEARCH, OFFER]), [SEARCH, OFFER]],
    [
      "malformed entries left out",
      stored([
        SEARCH,
        null,
        { ...OFFER, area: "moon" },
        { ...OFFER, name: "" },
        { ...SEARCH, at: "yesterday" },
        { ...SEARCH, kind: "booking" },
        { ...SEARCH, destination: "x".repeat(201) },
        OFFER,
      ]),
      [SEARCH, OFFER],
    ],
  ])("%s", (_case, raw, expected) => {
    expect(parseStoredHistory(raw)).toEqual(expected);
  });
});

describe("localStorage", () => {
  afterEach(() => window.localStorage.clear());

  it("writes under a versioned key and reads it back", () => {
    writeHistory([SEARCH as never]);
    expect(JSON.parse(window.localStorage.getItem(HISTORY_STORAGE_KEY) ?? "")).toEqual({
      version: 1,
      entries: [SEARCH],
    });
    expect(readHistory()).toEqual([SEARCH]);
  });

  it("reads a corrupt value as an empty history", () => {
    window.localStorage.setItem(HISTORY_STORAGE_KEY, "][");
    expect(readHistory()).toEqual([]);
  });
});

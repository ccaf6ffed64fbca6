import { nationalitiesStartingWith } from "./nationality-search";

const nationality = (nationalityId: number, nationalityName: string) => ({
  nationalityId,
  nationalityName,
  nationalityCode: "XX",
});
const list = [
  nationality(1, "American"),
  nationality(2, "Andorran"),
  nationality(3, "British"),
  nationality(4, "Émirati"),
];

describe("nationalitiesStartingWith", () => {
  it("keeps names that start with the prefix, whatever the case", () => {
    expect(nationalitiesStartingWith(list, "aM").map((n) => n.nationalityName)).toEqual([
      "American",
    ]);
    expect(nationalitiesStartingWith(list, "AN").map((n) => n.nationalityId)).toEqual([2]);
  });

  it("matches the start only, not the middle", () => {
    expect(nationalitiesStartingWith(list, "rit")).toEqual([]);
  });

  it("handles accented letters", () => {
    expect(nationalitiesStartingWith(list, "émi").map((n) => n.nationalityId)).toEqual([4]);
  });

  it.each([undefined, null, "", "   "])("returns everything for %j", (prefix) => {
    expect(nationalitiesStartingWith(list, prefix)).toEqual(list);
  });

  it("ignores surrounding spaces and keeps the order", () => {
    expect(nationalitiesStartingWith(list, " a ").map((n) => n.nationalityId)).toEqual([1, 2]);
  });
});

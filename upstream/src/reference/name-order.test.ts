import { sortByName } from "./name-order";

describe("sortByName", () => {
  it("orders by English collation, then by id", () => {
    const rows = [
      { id: 3, name: "Zimbabwe" },
      { id: 9, name: "Trinidad and Tobago" },
      { id: 2, name: "Åland Islands" },
      { id: 1, name: "Afghanistan" },
      { id: 5, name: "Trinidad and Tobago" },
    ];
    expect(
      sortByName(
        rows,
        (r) => r.name,
        (r) => r.id,
      ).map((r) => r.id),
    ).toEqual([1, 2, 5, 9, 3]);
  });
});

import { pageItems } from "./page-items";

describe("pageItems", () => {
  it("offers every page when there are seven or fewer", () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it("keeps the first, the last and the current page's neighbours, with gaps", () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, "gap", 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, "gap", 20]);
    expect(pageItems(5, 20)).toEqual([1, "gap", 4, 5, 6, "gap", 20]);
    expect(pageItems(16, 20)).toEqual([1, "gap", 15, 16, 17, "gap", 20]);
    expect(pageItems(17, 20)).toEqual([1, "gap", 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, "gap", 16, 17, 18, 19, 20]);
  });

  it("treats a page out of range as the nearest end", () => {
    expect(pageItems(99, 9)).toEqual([1, "gap", 5, 6, 7, 8, 9]);
    expect(pageItems(-3, 9)).toEqual([1, 2, 3, 4, 5, "gap", 9]);
  });
});

import { assignStableIds } from "./stable-ids";

describe("assignStableIds", () => {
  it("numbers keys from 1 in the given order", () => {
    expect([...assignStableIds(["a", "b", "c"])]).toEqual([
      ["a", 1],
      ["b", 2],
      ["c", 3],
    ]);
  });

  it("gives pinned keys their id and skips it for the others", () => {
    expect([...assignStableIds(["a", "b", "c", "d"], { d: 2 })]).toEqual([
      ["a", 1],
      ["b", 3],
      ["c", 4],
      ["d", 2],
    ]);
    expect([...assignStableIds(["a", "b"], { a: 9 })]).toEqual([
      ["a", 9],
      ["b", 1],
    ]);
  });

  it("is deterministic", () => {
    const keys = ["x", "y", "z"];
    expect(assignStableIds(keys, { y: 1 })).toEqual(assignStableIds(keys, { y: 1 }));
  });

  it("rejects duplicate keys and bad pins", () => {
    expect(() => assignStableIds(["a", "a"])).toThrow("keys must be unique");
    expect(() => assignStableIds(["a"], { b: 1 })).toThrow("pinned key b is not in the data");
    expect(() => assignStableIds(["a", "b"], { a: 1, b: 1 })).toThrow("id 1 is pinned twice");
    expect(() => assignStableIds(["a"], { a: 0 })).toThrow("must be a positive integer");
  });
});

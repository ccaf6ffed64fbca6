import { createMemoryStore } from "./memory-store";

function clock() {
  let t = 1_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("createMemoryStore", () => {
  it("gives back Buffers and strings as stored, and undefined for unknown keys", async () => {
    const store = createMemoryStore();
    await store.set("b", Buffer.from([1, 2, 3]), 1000);
    await store.set("s", "text", 1000);
    expect(await store.get("b")).toEqual(Buffer.from([1, 2, 3]));
    expect(await store.get("s")).toBe("text");
    expect(await store.get("nothing")).toBeUndefined();
  });

  it("forgets an entry once its ttl has passed", async () => {
    const c = clock();
    const store = createMemoryStore({ now: c.now });
    await store.set("k", "v", 100);
    c.advance(99);
    expect(await store.get("k")).toBe("v");
    c.advance(1);
    expect(await store.get("k")).toBeUndefined();
    expect(store.stats()).toEqual({ entries: 0, bytes: 0 });
  });

  it("stores nothing for a ttl below 1 ms", async () => {
    const store = createMemoryStore();
    await store.set("k", "v", 0);
    await store.set("n", "v", Number.NaN);
    expect(store.stats().entries).toBe(0);
  });

  it("replaces a value and deletes a key", async () => {
    const store = createMemoryStore();
    await store.set("k", "one", 1000);
    await store.set("k", "two", 1000);
    expect(await store.get("k")).toBe("two");
    expect(store.stats()).toEqual({ entries: 1, bytes: 4 });
    expect(await store.delete("k")).toBe(true);
    expect(await store.delete("k")).toBe(false);
    expect(await store.get("k")).toBeUndefined();
  });

  it("evicts the least recently used entry past the entry count", async () => {
    const store = createMemoryStore({ maxEntries: 2 });
    await store.set("a", "1", 1000);
    await store.set("b", "2", 1000);
    await store.get("a"); // b is now the least recently used
    await store.set("c", "3", 1000);
    expect(await store.get("a")).toBe("1");
    expect(await store.get("b")).toBeUndefined();
    expect(await store.get("c")).toBe("3");
  });

  it("evicts the least recently used entries past the byte bound (keys and values counted)", async () => {
    const store = createMemoryStore({ maxBytes: 30 });
    await store.set("a", Buffer.alloc(9), 1000); // 10 bytes
    await store.set("b", Buffer.alloc(9), 1000); // 20
    await store.set("c", Buffer.alloc(9), 1000); // 30
    await store.set("d", Buffer.alloc(14), 1000); // 15: a and b go
    expect(await store.get("a")).toBeUndefined();
    expect(await store.get("b")).toBeUndefined();
    expect(await store.get("c")).toBeDefined();
    expect(await store.get("d")).toBeDefined();
    expect(store.stats()).toEqual({ entries: 2, bytes: 25 });
  });

  it("refuses a value larger than the whole bound", async () => {
    const store = createMemoryStore({ maxBytes: 10 });
    await store.set("a", "1", 1000);
    await store.set("big", Buffer.alloc(20), 1000);
    expect(await store.get("big")).toBeUndefined();
    expect(await store.get("a")).toBe("1");
  });

  it("keeps namespaces apart, nested ones included", async () => {
    const store = createMemoryStore();
    const one = store.namespace("one");
    const two = store.namespace("two");
    await one.set("k", "1", 1000);
    await two.set("k", "2", 1000);
    await one.namespace("inner").set("k", "3", 1000);
    expect(await one.get("k")).toBe("1");
    expect(await two.get("k")).toBe("2");
    expect(await store.get("one:inner:k")).toBe("3");
    expect(await two.delete("k")).toBe(true);
    expect(await one.get("k")).toBe("1");
  });
});

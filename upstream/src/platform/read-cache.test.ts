import { createReadCache } from "./read-cache";

function counter<T>(values: T[]) {
  let calls = 0;
  const load = async () => values[Math.min(calls++, values.length - 1)] as T;
  return { load, calls: () => calls };
}

describe("createReadCache", () => {
  it("fills on the first read and answers the next ones without loading", async () => {
    const cache = createReadCache({ ttlMs: 30_000 });
    const { load, calls } = counter(["a", "b"]);
    expect(await cache.get("k", ["countries"], load)).toBe("a");
    expect(await cache.get("k", ["countries"], load)).toBe("a");
    expect(calls()).toBe(1);
    expect(cache.stats()).toEqual({ hits: 1, misses: 1, entries: 1 });
  });

  it("coalesces concurrent first reads into one load", async () => {
    const cache = createReadCache({ ttlMs: 30_000 });
    let release: (v: string) => void = () => undefined;
    let calls = 0;
    const load = () => {
      calls++;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const reads = Array.from({ length: 10 }, () => cache.get("k", ["countries"], load));
    release("a");
    expect(await Promise.all(reads)).toEqual(Array(10).fill("a"));
    expect(calls).toBe(1);
  });

  it("drops the entries read from a written table, and only those", async () => {
    const cache = createReadCache({ ttlMs: 30_000 });
    const countries = counter(["c1", "c2"]);
    const currencies = counter(["x1", "x2"]);
    await cache.get("countries", ["countries"], countries.load);
    await cache.get("info", ["currencies", "languages"], currencies.load);
    cache.invalidate(new Set(["languages"]));
    expect(await cache.get("countries", ["countries"], countries.load)).toBe("c1");
    expect(await cache.get("info", ["currencies", "languages"], currencies.load)).toBe("x2");
    cache.invalidate("all");
    expect(await cache.get("countries", ["countries"], countries.load)).toBe("c2");
  });

  it("serves an entry for the TTL only", async () => {
    let clock = 1_000;
    const cache = createReadCache({ ttlMs: 100, now: () => clock });
    const { load, calls } = counter(["a", "b"]);
    await cache.get("k", ["t"], load);
    clock += 99;
    expect(await cache.get("k", ["t"], load)).toBe("a");
    clock += 1;
    expect(await cache.get("k", ["t"], load)).toBe("b");
    expect(calls()).toBe(2);
  });

  it("keeps nothing with a TTL of 0", async () => {
    const cache = createReadCache({ ttlMs: 0 });
    const { load, calls } = counter(["a", "b"]);
    await cache.get("k", ["t"], load);
    expect(await cache.get("k", ["t"], load)).toBe("b");
    expect(calls()).toBe(2);
  });

  it("does not keep a load overtaken by a write of its tables, and reloads for later reads", async () => {
    const cache = createReadCache({ ttlMs: 30_000 });
    let release: (v: string) => void = () => undefined;
    const slow = () => new Promise<string>((resolve) => (release = resolve));
    const first = cache.get("k", ["t"], slow);
    cache.invalidate(new Set(["t"]));
    // a read after the write does not join the load that started before it
    const fresh = cache.get("k", ["t"], async () => "new");
    release("old");
    expect(await first).toBe("old");
    expect(await fresh).toBe("new");
    expect(await cache.get("k", ["t"], async () => "again")).toBe("new");
  });

  it("does not keep a failed load", async () => {
    const cache = createReadCache({ ttlMs: 30_000 });
    await expect(
      cache.get("k", ["t"], async () => {
        throw new Error("db down");
      }),
    ).rejects.toThrow("db down");
    expect(await cache.get("k", ["t"], async () => "ok")).toBe("ok");
  });

  it("keeps at most maxEntries, dropping the earliest filled", async () => {
    const cache = createReadCache({ ttlMs: 30_000, maxEntries: 2 });
    await cache.get("a", ["t"], async () => 1);
    await cache.get("b", ["t"], async () => 2);
    await cache.get("c", ["t"], async () => 3);
    expect(cache.stats().entries).toBe(2);
    expect(await cache.get("a", ["t"], async () => 10)).toBe(10);
    expect(await cache.get("c", ["t"], async () => 30)).toBe(3);
  });
});

/**
 * What every Store implementation promises, run against the in-memory store and a real Redis
 * (see testing/redis.ts): values come back as stored, expiry, namespaces, and counters that
 * lose no count under concurrency.
 */
import { connectTestRedis, dropTestRedis } from "../../testing/redis";
import { createMemoryStore } from "./memory-store";
import type { RedisStore } from "./redis-store";
import type { Store } from "./store";

/** Polls `check` until it holds (a real clock is needed for Redis expiry). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setImmediate(resolve));
  }
}

let redis: RedisStore | undefined;
afterAll(() => dropTestRedis(redis));

const implementations: [string, () => Promise<Store>][] = [
  ["memory", () => Promise.resolve(createMemoryStore())],
  [
    "redis",
    async () => {
      redis ??= await connectTestRedis("store-contract");
      return redis.namespace(String(Math.random()));
    },
  ],
];

describe.each(implementations)("Store contract: %s", (_name, open) => {
  let store: Store;
  beforeEach(async () => {
    store = await open();
  });

  it("gives back Buffers and strings as stored", async () => {
    await store.set("b", Buffer.from([0, 1, 2, 255]), 10_000);
    await store.set("s", "text ✓", 10_000);
    await store.set("digits", "42", 10_000);
    expect(await store.get("b")).toEqual(Buffer.from([0, 1, 2, 255]));
    expect(await store.get("s")).toBe("text ✓");
    expect(await store.get("digits")).toBe("42");
    expect(await store.get("nothing")).toBeUndefined();
  });

  it("forgets a value once its ttl has passed; a ttl below 1 ms stores nothing", async () => {
    await store.set("short", "v", 30);
    await store.set("zero", "v", 0);
    expect(await store.get("zero")).toBeUndefined();
    await eventually(async () => (await store.get("short")) === undefined);
  });

  it("deletes, and says whether something was deleted", async () => {
    await store.set("k", "v", 10_000);
    expect(await store.delete("k")).toBe(true);
    expect(await store.delete("k")).toBe(false);
  });

  it("keeps namespaces apart", async () => {
    await store.namespace("a").set("k", "1", 10_000);
    await store.namespace("b").set("k", "2", 10_000);
    expect(await store.namespace("a").get("k")).toBe("1");
    expect(await store.get("a:k")).toBe("1");
    expect(await store.namespace("a").namespace("c").increment("n", 1, 10_000)).toMatchObject({
      value: 1,
    });
    expect(await store.get("a:c:n")).toBe("1");
  });

  it("counts: a new counter expires in ttlMs, later counts keep that expiry", async () => {
    const first = await store.increment("n", 1, 10_000);
    expect(first.value).toBe(1);
    expect(first.ttlMs).toBeGreaterThan(9_000);
    expect(first.ttlMs).toBeLessThanOrEqual(10_000);
    const second = await store.increment("n", 2, 60_000);
    expect(second.value).toBe(3);
    expect(second.ttlMs).toBeLessThanOrEqual(first.ttlMs);
    expect(await store.increment("n", 0, 60_000)).toEqual({ value: 3, ttlMs: expect.any(Number) });
  });

  it("reads an absent counter as 0 without creating it, and removes one that falls to 0", async () => {
    expect(await store.increment("none", 0, 10_000)).toEqual({ value: 0, ttlMs: 0 });
    expect(await store.increment("none", -1, 10_000)).toEqual({ value: 0, ttlMs: 0 });
    expect(await store.get("none")).toBeUndefined();
    await store.increment("n", 2, 10_000);
    expect(await store.increment("n", -1, 10_000)).toMatchObject({ value: 1 });
    expect(await store.increment("n", -5, 10_000)).toEqual({ value: 0, ttlMs: 0 });
    expect(await store.get("n")).toBeUndefined();
  });

  it("starts a new window once a counter has expired", async () => {
    await store.increment("w", 5, 30);
    await eventually(async () => (await store.increment("w", 0, 30)).value === 0);
    expect(await store.increment("w", 1, 10_000)).toMatchObject({ value: 1 });
  });

  it("loses no count when fifty increments race", async () => {
    const values = await Promise.all(
      Array.from({ length: 50 }, () => store.increment("race", 1, 10_000)),
    );
    expect(values.map((c) => c.value).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });

  it("refuses a step that is not an integer", async () => {
    await expect(store.increment("x", 1.5, 1000)).rejects.toThrow(RangeError);
  });
});

describe("connectRedisStore", () => {
  it("fails at once with a clear message when Redis cannot be reached", async () => {
    const { connectRedisStore, RedisUnavailableError } = await import("./redis-store");
    const attempt = connectRedisStore({
      url: "redis://user:secret@127.0.0.1:1",
      keyPrefix: "x:",
      connectTimeoutMs: 300,
    });
    await expect(attempt).rejects.toThrow(RedisUnavailableError);
    await expect(attempt).rejects.toThrow(
      /^Cannot reach Redis at redis:\/\/user:\*\*\*@127\.0\.0\.1:1 \(REDIS_URL\): /,
    );
  });
});

import { accountKey, createSignInThrottle, eventsInWindow, retryAfterMs } from "./sign-in-throttle";

const MIN = 60_000;

describe("eventsInWindow / retryAfterMs", () => {
  it("keeps only events inside the sliding window", () => {
    expect(eventsInWindow([0, 5, 10, 20], 20, 15)).toEqual([10, 20]);
  });
  it("waits until the blocking event leaves the window", () => {
    const rule = { limit: 2, windowMs: 100 };
    expect(retryAfterMs([10], 50, rule)).toBe(0);
    expect(retryAfterMs([10, 40], 50, rule)).toBe(60);
    expect(retryAfterMs([10, 40, 45], 50, rule)).toBe(90);
    expect(retryAfterMs([10, 40], 111, rule)).toBe(0);
  });
});

describe("accountKey", () => {
  it("is the trimmed, lower-cased email", () => expect(accountKey(" Joe@X.io ")).toBe("joe@x.io"));
});

describe("createSignInThrottle", () => {
  function setup() {
    let t = 1_000_000;
    const throttle = createSignInThrottle({ now: () => t });
    return { throttle, advance: (ms: number) => (t += ms) };
  }

  it("blocks an account after 5 failures within 15 minutes, then frees it", () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 4; i++) {
      throttle.recordFailure("joe@x.io", undefined);
      advance(MIN);
    }
    expect(throttle.check("JOE@x.io", "1.1.1.1")).toEqual({ allowed: true });
    throttle.recordFailure("joe@x.io", undefined);
    expect(throttle.check("joe@x.io", "2.2.2.2")).toEqual({
      allowed: false,
      retryAfterMs: 11 * MIN,
    });
    expect(throttle.check("ann@x.io", "2.2.2.2")).toEqual({ allowed: true });
    advance(11 * MIN);
    expect(throttle.check("joe@x.io", "2.2.2.2")).toEqual({ allowed: true });
  });

  it("forgets an account's failures after a success", () => {
    const { throttle } = setup();
    for (let i = 0; i < 5; i++) throttle.recordFailure("joe@x.io", undefined);
    throttle.recordSuccess("joe@x.io");
    expect(throttle.check("joe@x.io", undefined)).toEqual({ allowed: true });
  });

  it("blocks an IP after 20 failures within 15 minutes, whatever the account", () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 20; i++) throttle.recordFailure(`u${i}@x.io`, "9.9.9.9");
    expect(throttle.check(`user@x.io`, "9.9.9.9")).toEqual({
      allowed: false,
      retryAfterMs: 15 * MIN,
    });
    expect(throttle.check(`user@x.io`, "8.8.8.8")).toEqual({ allowed: true });
    advance(15 * MIN);
    expect(throttle.check(`user@x.io`, "9.9.9.9")).toEqual({ allowed: true });
  });

  it("bounds its memory to maxKeys, forgetting the least recently used", () => {
    const throttle = createSignInThrottle({
      now: () => 0,
      maxKeys: 2,
      account: { limit: 1, windowMs: 100 },
    });
    throttle.recordFailure("a", undefined);
    throttle.recordFailure("b", undefined);
    throttle.recordFailure("c", undefined);
    expect(throttle.check("a", undefined)).toEqual({ allowed: true });
    expect(throttle.check("c", undefined)).toMatchObject({ allowed: false });
  });
});

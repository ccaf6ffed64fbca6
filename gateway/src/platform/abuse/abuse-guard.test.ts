import { connectTestRedis, dropTestRedis } from "../../testing/redis";
import { createMemoryStore } from "../store";
import type { RedisStore, Store } from "../store";
import { addressId, createAbuseGuard, type AbuseLimits } from "./abuse-guard";
import { admit, LimitUnavailableError, retryAfterSeconds } from "./limiter";

const MIN = 60_000;

const LIMITS: AbuseLimits = {
  signInPerAccountAddress: 5,
  signInPerAccount: 20,
  signInPerAddress: 20,
  signInWindowMs: 15 * MIN,
  passwordResetsPerEmail: 3,
  passwordResetsPerAddress: 10,
  passwordResetWindowMs: 60 * MIN,
  invitationLookupsPerAddress: 4,
  accessCodeFailuresPerAddress: 3,
  accountChecksPerAddress: 4,
  probeWindowMs: 15 * MIN,
};

function setup(limits: Partial<AbuseLimits> = {}) {
  let t = 1_000_000;
  const store = createMemoryStore({ now: () => t });
  const guard = createAbuseGuard(store, { ...LIMITS, ...limits });
  return { guard, store, advance: (ms: number) => (t += ms) };
}

/** A failed sign-in: admitted, never succeeded. */
async function fail(guard: ReturnType<typeof setup>["guard"], email: string, address: string) {
  const admission = await guard.signIn(email, address);
  expect(admission.allowed).toBe(true);
}

describe("admit", () => {
  it("counts attempts in flight: of twelve at once, exactly the limit passes", async () => {
    const store = createMemoryStore();
    const keys = [{ key: "k", rule: { limit: 5, windowMs: MIN } }];
    const admissions = await Promise.all(Array.from({ length: 12 }, () => admit(store, keys)));
    expect(admissions.filter((a) => a.allowed)).toHaveLength(5);
    // the refused ones gave their counts back: the counter holds the five admitted
    expect(await store.increment("k", 0, MIN)).toMatchObject({ value: 5 });
  });

  it("takes nothing from any key when one of them is full", async () => {
    const store = createMemoryStore();
    const wide = { key: "wide", rule: { limit: 10, windowMs: MIN } };
    const narrow = { key: "narrow", rule: { limit: 1, windowMs: MIN } };
    expect((await admit(store, [wide, narrow])).allowed).toBe(true);
    expect((await admit(store, [wide, narrow])).allowed).toBe(false);
    expect(await store.increment("wide", 0, MIN)).toMatchObject({ value: 1 });
  });

  it("gives the counts back once when released", async () => {
    const store = createMemoryStore();
    await admit(store, [{ key: "k", rule: { limit: 5, windowMs: MIN } }]);
    const second = await admit(store, [{ key: "k", rule: { limit: 5, windowMs: MIN } }]);
    if (!second.allowed) throw new Error("expected an admission");
    await second.attempt.release();
    await second.attempt.release();
    expect(await store.increment("k", 0, MIN)).toMatchObject({ value: 1 });
  });

  it("refuses (throws) when the store cannot count, giving back what it took", async () => {
    const memory = createMemoryStore();
    const broken: Store = {
      ...memory,
      increment: (key, by, ttl) =>
        key === "bad" ? Promise.reject(new Error("store down")) : memory.increment(key, by, ttl),
    };
    const rule = { limit: 5, windowMs: MIN };
    await expect(
      admit(broken, [
        { key: "good", rule },
        { key: "bad", rule },
      ]),
    ).rejects.toThrow(new LimitUnavailableError(new Error("store down")));
    expect(await memory.increment("good", 0, MIN)).toEqual({ value: 0, ttlMs: 0 });
  });

  it("gives retryAfter in whole seconds, rounded up", () => {
    expect(retryAfterSeconds(1)).toBe(1);
    expect(retryAfterSeconds(1000)).toBe(1);
    expect(retryAfterSeconds(1001)).toBe(2);
  });
});

describe("on Redis, shared by two gateways", () => {
  let redis: RedisStore | undefined;
  afterAll(() => dropTestRedis(redis));

  it("admits five of twelve parallel guesses split over both", async () => {
    redis = await connectTestRedis("abuse-guard");
    const gatewayA = createAbuseGuard(redis.namespace("abuse"), LIMITS);
    const gatewayB = createAbuseGuard(redis.namespace("abuse"), LIMITS);
    const admissions = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 === 0 ? gatewayA : gatewayB).signIn("joe@x.io", "1.1.1.1"),
      ),
    );
    expect(admissions.filter((a) => a.allowed)).toHaveLength(5);
    const refused = admissions.find((a) => !a.allowed);
    expect(refused?.allowed === false && refused.retryAfterMs).toBeGreaterThan(14 * MIN);
    // the owner elsewhere is not locked out; a reset on B lifts the lock on A
    expect((await gatewayA.signIn("joe@x.io", "2.2.2.2")).allowed).toBe(true);
    await gatewayB.passwordChanged("joe@x.io");
    expect((await gatewayA.signIn("joe@x.io", "1.1.1.1")).allowed).toBe(true);
  });
});

describe("sign-in limits", () => {
  it("locks one account from one address after 5 failures, until the window ends", async () => {
    const { guard, advance } = setup();
    for (let i = 0; i < 4; i++) {
      await fail(guard, "joe@x.io", "1.1.1.1");
      advance(MIN);
    }
    await fail(guard, "JOE@x.io ", "1.1.1.1");
    expect(await guard.signIn("joe@x.io", "1.1.1.1")).toEqual({
      allowed: false,
      retryAfterMs: 11 * MIN,
    });
    expect((await guard.signIn("ann@x.io", "1.1.1.1")).allowed).toBe(true);
    advance(11 * MIN);
    expect((await guard.signIn("joe@x.io", "1.1.1.1")).allowed).toBe(true);
  });

  it("does not let a stranger's failures lock the owner out of their own address", async () => {
    const { guard } = setup();
    for (let i = 0; i < 5; i++) await fail(guard, "joe@x.io", "6.6.6.6");
    expect((await guard.signIn("joe@x.io", "6.6.6.6")).allowed).toBe(false);
    expect((await guard.signIn("joe@x.io", "1.1.1.1")).allowed).toBe(true);
  });

  it("limits guessing spread over many addresses, except from addresses the owner used", async () => {
    const { guard } = setup();
    const owner = await guard.signIn("joe@x.io", "1.1.1.1");
    if (!owner.allowed) throw new Error("expected an admission");
    await owner.attempt.succeeded();
    for (let i = 0; i < 20; i++) await fail(guard, "joe@x.io", `6.6.6.${i}`);
    expect((await guard.signIn("joe@x.io", "7.7.7.7")).allowed).toBe(false);
    expect((await guard.signIn("joe@x.io", "1.1.1.1")).allowed).toBe(true);
  });

  it("limits one address spraying over many accounts", async () => {
    const { guard } = setup();
    for (let i = 0; i < 20; i++) await fail(guard, `u${i}@x.io`, "9.9.9.9");
    expect(await guard.signIn("new@x.io", "9.9.9.9")).toEqual({
      allowed: false,
      retryAfterMs: 15 * MIN,
    });
    expect(await guard.signIn(null, "9.9.9.9")).toMatchObject({ allowed: false });
    expect((await guard.signIn("new@x.io", "8.8.8.8")).allowed).toBe(true);
  });

  it("does not count a success, and forgets that address's failures for the account", async () => {
    const { guard } = setup();
    for (let i = 0; i < 4; i++) await fail(guard, "joe@x.io", "1.1.1.1");
    for (let i = 0; i < 30; i++) {
      const admission = await guard.signIn("joe@x.io", "1.1.1.1");
      if (!admission.allowed) throw new Error(`refused after ${i} successes`);
      await admission.attempt.succeeded();
    }
    for (let i = 0; i < 5; i++) await fail(guard, "joe@x.io", "1.1.1.1");
    expect((await guard.signIn("joe@x.io", "1.1.1.1")).allowed).toBe(false);
  });

  it("does not count attempts the upstream turned away unchecked, but keeps the failures", async () => {
    const { guard } = setup();
    for (let i = 0; i < 4; i++) await fail(guard, "joe@x.io", "1.1.1.1");
    // an outage: twenty attempts turned away (503, circuit open) lock nobody out
    for (let i = 0; i < 20; i++) {
      const admission = await guard.signIn("joe@x.io", "1.1.1.1");
      if (!admission.allowed) throw new Error(`refused after ${i} unchecked attempts`);
      await admission.attempt.unchecked();
    }
    // …and forget nothing: the fifth real failure still locks this address
    await fail(guard, "joe@x.io", "1.1.1.1");
    expect((await guard.signIn("joe@x.io", "1.1.1.1")).allowed).toBe(false);
  });

  it("forgets every failure of the account when its password is changed", async () => {
    const { guard } = setup();
    for (let i = 0; i < 5; i++) await fail(guard, "joe@x.io", "1.1.1.1");
    // with those five, 20 failures from addresses the account never signed in from
    for (let i = 0; i < 15; i++) await fail(guard, "joe@x.io", `6.6.${i}.1`);
    expect((await guard.signIn("joe@x.io", "1.1.1.1")).allowed).toBe(false);
    expect((await guard.signIn("joe@x.io", "7.7.7.7")).allowed).toBe(false);
    await guard.passwordChanged(" Joe@X.io");
    // the new generation counts afresh: five more failures lock 1.1.1.1 again
    for (let i = 0; i < 5; i++) await fail(guard, "joe@x.io", "1.1.1.1");
    expect((await guard.signIn("joe@x.io", "1.1.1.1")).allowed).toBe(false);
    expect((await guard.signIn("joe@x.io", "7.7.7.7")).allowed).toBe(true);
  });

  it("keeps no email in the store's keys", async () => {
    const store = createMemoryStore();
    const keys: string[] = [];
    const spy: Store = {
      ...store,
      get: (key) => (keys.push(key), store.get(key)),
      set: (key, value, ttl) => (keys.push(key), store.set(key, value, ttl)),
      delete: (key) => (keys.push(key), store.delete(key)),
      increment: (key, by, ttl) => (keys.push(key), store.increment(key, by, ttl)),
    };
    const guard = createAbuseGuard(spy, LIMITS);
    const admission = await guard.signIn("joe@x.io", "1.1.1.1");
    if (admission.allowed) await admission.attempt.succeeded();
    await guard.passwordReset("joe@x.io", "1.1.1.1");
    await guard.passwordChanged("joe@x.io");
    expect(keys.length).toBeGreaterThan(5);
    expect(keys.join(" ")).not.toMatch(/joe|x\.io/);
  });
});

describe("addressId", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    [undefined, "unknown"],
    ["", "unknown"],
    ["2001:db8:85a3:0000:0000:8a2e:0370:7334", "2001:db8:85a3:0::/64"],
    ["2001:DB8:85A3::8A2E:370:7334", "2001:db8:85a3:0::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::", "fe80:0:0:0::/64"],
  ])("keys %s as %s", (address, id) => {
    expect(addressId(address)).toBe(id);
  });

  it("counts a whole IPv6 /64 as one address", async () => {
    const { guard } = setup();
    for (let i = 0; i < 20; i++) await fail(guard, `u${i}@x.io`, `2001:db8:1:2::${i.toString(16)}`);
    expect((await guard.signIn("v@x.io", "2001:db8:1:2:ffff::1")).allowed).toBe(false);
    expect((await guard.signIn("v@x.io", "2001:db8:1:3::1")).allowed).toBe(true);
  });
});

describe("a failing store", () => {
  const failing = (failOn: keyof Store): Store => {
    const memory = createMemoryStore();
    const broken: Store = {
      ...memory,
      [failOn]: () => Promise.reject(new Error("store down")),
      namespace: () => broken,
    };
    return broken;
  };

  it("refuses a sign-in it cannot read the account's state for", async () => {
    const guard = createAbuseGuard(failing("get"), LIMITS);
    await expect(guard.signIn("joe@x.io", "1.1.1.1")).rejects.toThrow(LimitUnavailableError);
  });

  it("reports, but does not fail, a success or a reset it cannot record", async () => {
    const errors: unknown[] = [];
    const guard = createAbuseGuard(failing("set"), LIMITS, { onStoreError: (e) => errors.push(e) });
    const admission = await guard.signIn("joe@x.io", "1.1.1.1");
    if (!admission.allowed) throw new Error("expected an admission");
    await expect(admission.attempt.succeeded()).resolves.toBeUndefined();
    await expect(guard.passwordChanged("joe@x.io")).resolves.toBeUndefined();
    expect(errors).toEqual([new Error("store down"), new Error("store down")]);
  });
});

describe("password-reset limits", () => {
  it("limits mails to one email, from whatever address", async () => {
    const { guard, advance } = setup();
    for (let i = 0; i < 3; i++) {
      expect((await guard.passwordReset("joe@x.io", `1.1.1.${i}`)).allowed).toBe(true);
    }
    expect(await guard.passwordReset("JOE@x.io", "2.2.2.2")).toEqual({
      allowed: false,
      retryAfterMs: 60 * MIN,
    });
    expect((await guard.passwordReset("ann@x.io", "2.2.2.2")).allowed).toBe(true);
    advance(60 * MIN);
    expect((await guard.passwordReset("joe@x.io", "2.2.2.2")).allowed).toBe(true);
  });

  it("limits requests from one address, whatever the email", async () => {
    const { guard } = setup();
    for (let i = 0; i < 10; i++) {
      expect((await guard.passwordReset(`u${i}@x.io`, "9.9.9.9")).allowed).toBe(true);
    }
    expect((await guard.passwordReset("v@x.io", "9.9.9.9")).allowed).toBe(false);
    expect((await guard.passwordReset("v@x.io", "8.8.8.8")).allowed).toBe(true);
  });
});

describe("sign-up probe limits", () => {
  it("counts every invitation lookup and existence check per address", async () => {
    const { guard, advance } = setup();
    for (let i = 0; i < 4; i++) {
      expect((await guard.invitationLookup("1.1.1.1")).allowed).toBe(true);
      expect((await guard.accountCheck("1.1.1.1")).allowed).toBe(true);
    }
    expect(await guard.invitationLookup("1.1.1.1")).toEqual({
      allowed: false,
      retryAfterMs: 15 * MIN,
    });
    expect((await guard.accountCheck("1.1.1.1")).allowed).toBe(false);
    expect((await guard.invitationLookup("2.2.2.2")).allowed).toBe(true);
    advance(15 * MIN);
    expect((await guard.accountCheck("1.1.1.1")).allowed).toBe(true);
  });

  it("counts only refused access codes", async () => {
    const { guard } = setup();
    for (let i = 0; i < 10; i++) {
      const accepted = await guard.accessCode("1.1.1.1");
      if (!accepted.allowed) throw new Error("expected an admission");
      await accepted.attempt.release();
    }
    for (let i = 0; i < 3; i++) expect((await guard.accessCode("1.1.1.1")).allowed).toBe(true);
    expect((await guard.accessCode("1.1.1.1")).allowed).toBe(false);
  });
});

/**
 * The idempotency-key store on PGlite and on a real PostgreSQL server: one write per key, the
 * first result answered to retries and to concurrent duplicates, refusals not kept, a reused
 * key refused, expiry.
 */
import { HttpError } from "../http/http-error";
import { TEST_BACKENDS, useTestDatabase } from "../testing/test-databases";
import {
  fingerprintOf,
  IDEMPOTENCY_KEY_LIFETIME_MS,
  IDEMPOTENCY_KEY_REUSED,
  idempotencyKeyOf,
  purgeExpiredKeys,
  storedResult,
  writeOnce,
  type IdempotentWrite,
} from "./store";

describe("idempotencyKeyOf", () => {
  it("takes 8 to 64 letters, digits, - or _, and no header as no key", () => {
    expect(idempotencyKeyOf(undefined)).toBeNull();
    expect(idempotencyKeyOf("  ")).toBeNull();
    expect(idempotencyKeyOf(" 0b6f0c1e-7a1d-4f7e-9a51-2f4b3c9d8e7a ")).toBe(
      "0b6f0c1e-7a1d-4f7e-9a51-2f4b3c9d8e7a",
    );
    for (const bad of ["short", "a".repeat(65), "has space 123", "semi;colon123"])
      expect(() => idempotencyKeyOf(bad)).toThrow(HttpError);
  });
});

describe("fingerprintOf", () => {
  it("ignores key order and undefined fields, and tells different values apart", () => {
    expect(fingerprintOf({ a: 1, b: { c: [1, "x"] } })).toBe(
      fingerprintOf({ b: { c: [1, "x"] }, a: 1, d: undefined }),
    );
    expect(fingerprintOf({ a: 1 })).not.toBe(fingerprintOf({ a: 2 }));
    expect(fingerprintOf({ a: [1, 2] })).not.toBe(fingerprintOf({ a: [2, 1] }));
    expect(fingerprintOf({ a: 1 })).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe.each(TEST_BACKENDS)("writeOnce on %s", (backend) => {
  const database = useTestDatabase(backend, "idempotency-store");
  const now = new Date("2026-11-25T12:00:00Z");
  let keys = 0;
  const write = (over: Partial<IdempotentWrite> = {}): IdempotentWrite => ({
    scope: "test-write",
    owner: "7",
    key: `key-${backend}-${++keys}`,
    fingerprint: fingerprintOf({ name: "Ada" }),
    ...over,
  });

  beforeAll(async () => {
    await database.db().exec("CREATE TABLE things (id serial PRIMARY KEY, name text NOT NULL)");
  });

  const things = async (name: string) =>
    (
      await database
        .db()
        .query<{ n: number }>("SELECT count(*)::integer AS n FROM things WHERE name = $1", [name])
    )[0]?.n;

  /** Inserts a thing named `name` and keeps its id as the result. */
  const insertThing =
    (name: string, calls: { n: number } = { n: 0 }) =>
    async (tx: Parameters<Parameters<typeof writeOnce>[3]>[0]) => {
      calls.n++;
      const [row] = await tx.query<{ id: number }>(
        "INSERT INTO things (name) VALUES ($1) RETURNING id",
        [name],
      );
      return { result: { id: row?.id }, keep: true };
    };

  it("writes once and answers the first result to a retry", async () => {
    const w = write();
    const calls = { n: 0 };
    const first = await writeOnce(database.db(), w, now, insertThing("retry", calls));
    const again = await writeOnce(database.db(), w, now, insertThing("retry", calls));
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ result: first.result, replayed: true });
    expect(calls.n).toBe(1);
    expect(await things("retry")).toBe(1);
    expect(await storedResult(database.db(), w, now)).toEqual(first.result);
  });

  it("writes once when ten duplicates arrive at the same moment", async () => {
    const w = write();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => writeOnce(database.db(), w, now, insertThing("concurrent"))),
    );
    expect(await things("concurrent")).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(new Set(answers.map((a) => JSON.stringify(a.result))).size).toBe(1);
  });

  it("keeps keys apart by scope and by owner", async () => {
    const w = write();
    await writeOnce(database.db(), w, now, insertThing("spaces"));
    const other = await writeOnce(database.db(), { ...w, owner: "8" }, now, insertThing("spaces"));
    const scoped = await writeOnce(
      database.db(),
      { ...w, scope: "other-write" },
      now,
      insertThing("spaces"),
    );
    expect([other.replayed, scoped.replayed]).toEqual([false, false]);
    expect(await things("spaces")).toBe(3);
  });

  it("refuses the key with another request (422 IDEMPOTENCY_KEY_REUSED), writing nothing", async () => {
    const w = write();
    await writeOnce(database.db(), w, now, insertThing("reused"));
    const reused = writeOnce(
      database.db(),
      { ...w, fingerprint: fingerprintOf({ name: "Grace" }) },
      now,
      insertThing("reused"),
    );
    await expect(reused).rejects.toMatchObject({ httpStatus: 422, code: IDEMPOTENCY_KEY_REUSED });
    expect(await things("reused")).toBe(1);
  });

  it("does not keep a refusal, nor a write that failed: the retry is evaluated again", async () => {
    const w = write();
    const refused = await writeOnce(database.db(), w, now, async () => ({
      result: { refused: true },
      keep: false,
    }));
    expect(refused).toEqual({ result: { refused: true }, replayed: false });
    await expect(
      writeOnce(database.db(), w, now, async (tx) => {
        await insertThing("failed")(tx);
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await things("failed")).toBe(0);
    const done = await writeOnce(database.db(), w, now, insertThing("failed"));
    expect(done.replayed).toBe(false);
    expect(await things("failed")).toBe(1);
  });

  it("forgets a key after its lifetime: the write happens anew, and purge removes the old rows", async () => {
    const w = write();
    await writeOnce(database.db(), w, now, insertThing("expired"));
    const later = new Date(now.getTime() + IDEMPOTENCY_KEY_LIFETIME_MS + 1000);
    expect(await storedResult(database.db(), w, later)).toBeNull();
    const anew = await writeOnce(database.db(), w, later, insertThing("expired"));
    expect(anew.replayed).toBe(false);
    expect(await things("expired")).toBe(2);
    const muchLater = new Date(later.getTime() + IDEMPOTENCY_KEY_LIFETIME_MS + 1000);
    expect(await purgeExpiredKeys(database.db(), muchLater)).toBeGreaterThanOrEqual(1);
    expect(await storedResult(database.db(), w, later)).toBeNull();
  });
});

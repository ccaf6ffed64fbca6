/**
 * Session renewal (rotation) on PGlite and on a real PostgreSQL server: a fresh lifetime of the
 * same kind, the old token revoked in the same transaction, one winner among racing renewals,
 * 401 "Session expired" for an unknown, expired or revoked token.
 */
import { HttpError } from "../http/http-error";
import { TEST_BACKENDS, useTestDatabase } from "../testing/test-databases";
import { hashSecretToken } from "./secret-token";
import { openSession, renewSession, requireSession, SESSION_EXPIRED } from "./sessions";

const HOUR = 3600_000;
const bearer = (token: string) => `Bearer ${token}`;

describe.each(TEST_BACKENDS)("renewSession on %s", (backend) => {
  const database = useTestDatabase(backend, "sessions");
  const start = new Date("2026-06-01T12:00:00Z");
  const at = (hours: number) => new Date(start.getTime() + hours * HOUR);
  let accountId = 0;

  beforeAll(async () => {
    const db = database.db();
    await db.query(
      "INSERT INTO nationalities (nationality_id, nationality_name, nationality_code) VALUES (1, 'Test', 'TT')",
    );
    await db.query(
      "INSERT INTO countries (country_id, country_code, country_name) VALUES (235, 'US', 'United States')",
    );
    const rows = await db.query<{ account_id: number }>(
      "INSERT INTO accounts (email, first_name, last_name) VALUES ('ana@example.com', 'Ana', 'G') RETURNING account_id",
    );
    accountId = rows[0]!.account_id;
  });

  const expired = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ httpStatus: 401, message: SESSION_EXPIRED });
  };

  it("opens a session of 12 hours, or 30 days when remembered, and says when it ends", async () => {
    const db = database.db();
    const short = await openSession(db, accountId, { remember: false, isSso: false, now: start });
    const long = await openSession(db, accountId, { remember: true, isSso: false, now: start });
    expect(short.expiresAt).toEqual(at(12));
    expect(long.expiresAt).toEqual(at(30 * 24));
  });

  it("renews with a fresh lifetime of the same kind and revokes the old token", async () => {
    const db = database.db();
    for (const remember of [false, true]) {
      const old = await openSession(db, accountId, { remember, isSso: false, now: start });
      const renewed = await renewSession(db, bearer(old.token), at(10));
      expect(renewed.token).not.toBe(old.token);
      expect(renewed.remember).toBe(remember);
      expect(renewed.expiresAt).toEqual(at(10 + (remember ? 30 * 24 : 12)));
      expect(renewed.expiresAt.getTime()).toBeGreaterThan(old.expiresAt.getTime() - 1);
      await expired(requireSession(db, bearer(old.token), at(10)));
      expect(await requireSession(db, bearer(renewed.token), at(21))).toMatchObject({
        account_id: accountId,
        is_sso: 0,
      });
      // the renewed session outlives the old one's expiry, and ends at its own
      await expired(requireSession(db, bearer(renewed.token), at(10 + 30 * 24 + 1)));
    }
  });

  it("keeps the single-sign-on flag", async () => {
    const db = database.db();
    const old = await openSession(db, accountId, { remember: false, isSso: true, now: start });
    const renewed = await renewSession(db, bearer(old.token), at(1));
    expect(await requireSession(db, bearer(renewed.token), at(2))).toMatchObject({ is_sso: 1 });
  });

  it("refuses an unknown, expired, revoked or missing token with 401 Session expired", async () => {
    const db = database.db();
    await expired(renewSession(db, bearer("A".repeat(43)), start));
    await expired(renewSession(db, undefined, start));
    const old = await openSession(db, accountId, { remember: false, isSso: false, now: start });
    await expired(renewSession(db, bearer(old.token), at(13)));
    const renewed = await renewSession(db, bearer(old.token), at(1));
    await expired(renewSession(db, bearer(old.token), at(1)));
    expect(renewed.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("lets one of five simultaneous renewals of a token win", async () => {
    const db = database.db();
    const old = await openSession(db, accountId, { remember: false, isSso: false, now: start });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () => renewSession(db, bearer(old.token), at(1))),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === "rejected")).toHaveLength(4);
    const live = await db.query<{ n: number }>(
      "SELECT count(*)::integer AS n FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL",
      [hashSecretToken(old.token)],
    );
    expect(live[0]?.n).toBe(0);
  });
});

import type { Db, Queryable, WrittenTables } from "./db";
import { tablesWritten, watchWrites } from "./write-watch";

const names = (t: WrittenTables) => (t === "all" ? "all" : [...t].sort());

describe("tablesWritten", () => {
  it.each([
    ["SELECT * FROM countries", []],
    ["SELECT 1 FROM payment_cards WHERE id = $1 FOR UPDATE SKIP LOCKED", ["skip"]],
    ["INSERT INTO countries (a) VALUES (1) ON CONFLICT (a) DO NOTHING", ["countries"]],
    [
      "INSERT INTO exchange_rates (x) SELECT 1 ON CONFLICT (x) DO UPDATE SET y = 1",
      ["exchange_rates", "set"],
    ],
    ["update organisations SET org_name = 'x'", ["organisations"]],
    ['UPDATE public."organisations" SET a = 1', ["organisations"]],
    ["DELETE FROM language_labels WHERE x", ["language_labels"]],
    [
      "WITH d AS (DELETE FROM offers RETURNING *) INSERT INTO offers_archive SELECT * FROM d",
      ["offers", "offers_archive"],
    ],
    ["TRUNCATE TABLE countries, public.nationalities CASCADE", ["countries", "nationalities"]],
  ])("%s", (sql, tables) => {
    expect(names(tablesWritten(sql))).toEqual(tables);
  });

  it("takes a schema change for a change of anything", () => {
    expect(tablesWritten("ALTER TABLE countries ADD COLUMN x int")).toBe("all");
    expect(tablesWritten("  CREATE TABLE t (a int)")).toBe("all");
  });
});

function fakeDb(): Db & { log: string[] } {
  const log: string[] = [];
  const q: Queryable = {
    query: async <T>(sql: string) => {
      log.push(sql);
      return [] as T[];
    },
    exec: async (sql: string) => {
      log.push(sql);
    },
  };
  return {
    ...q,
    log,
    transaction: (fn) => fn(q),
    close: async () => undefined,
    onWrite: () => () => undefined,
  };
}

describe("watchWrites", () => {
  it("announces each write, scripts as all, nothing for reads", async () => {
    const db = watchWrites(fakeDb());
    const heard: unknown[] = [];
    const stop = db.onWrite((t) => heard.push(names(t)));
    await db.query("SELECT 1 FROM countries");
    await db.query("UPDATE countries SET country_name = 'x'");
    await db.exec("CREATE TABLE x (a int); INSERT INTO x VALUES (1)");
    stop();
    await db.query("DELETE FROM countries");
    expect(heard).toEqual([["countries"], "all"]);
  });

  it("announces a transaction's writes when they happen and again when it ends", async () => {
    const db = watchWrites(fakeDb());
    const heard: unknown[] = [];
    db.onWrite((t) => heard.push(names(t)));
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO offers VALUES (1)");
      await tx.query("UPDATE currencies SET status = 0");
      heard.push("commit");
    });
    expect(heard).toEqual([["offers"], ["currencies"], "commit", ["currencies", "offers"]]);
  });

  it("announces a failed statement's tables too (it may have written before failing)", async () => {
    const base = fakeDb();
    const db = watchWrites({
      ...base,
      query: async () => {
        throw new Error("boom");
      },
    });
    const heard: unknown[] = [];
    db.onWrite((t) => heard.push(names(t)));
    await expect(db.query("UPDATE countries SET a = 1")).rejects.toThrow("boom");
    expect(heard).toEqual([["countries"]]);
  });
});

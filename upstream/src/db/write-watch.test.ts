import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type QueryResult,
} from "kysely";
import type { Database } from "./database";
import { kyselyDb, kyselyOf, type Db, type Queryable, type WrittenTables } from "./db";
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

/** A dialect whose statements do nothing (or fail with `fail`), logged. */
function fakeDialect(fail?: Error): Dialect & { log: string[] } {
  const log: string[] = [];
  const connection: DatabaseConnection = {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      log.push(query.sql);
      if (fail !== undefined && !/^(begin|commit|rollback)$/.test(query.sql)) throw fail;
      return { rows: [] };
    },
    // eslint-disable-next-line require-yield
    async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
      throw new Error("no streams");
    },
  };
  return {
    log,
    createDriver: () => ({
      init: async () => undefined,
      acquireConnection: async () => connection,
      beginTransaction: async (c) => void (await c.executeQuery(CompiledQuery.raw("begin"))),
      commitTransaction: async (c) => void (await c.executeQuery(CompiledQuery.raw("commit"))),
      rollbackTransaction: async (c) => void (await c.executeQuery(CompiledQuery.raw("rollback"))),
      releaseConnection: async () => undefined,
      destroy: async () => undefined,
    }),
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createAdapter: () => new PostgresAdapter(),
    createIntrospector: (db) => new PostgresIntrospector(db),
  };
}

function fakeDb(fail?: Error): Db {
  const { dialect, onWrite } = watchWrites(fakeDialect(fail));
  return kyselyDb(new Kysely<Database>({ dialect }), onWrite);
}

describe("watchWrites", () => {
  it("announces each write, scripts as all, nothing for reads", async () => {
    const db = fakeDb();
    const heard: unknown[] = [];
    const stop = db.onWrite((t) => heard.push(names(t)));
    await db.query("SELECT 1 FROM countries");
    await db.query("UPDATE countries SET country_name = 'x'");
    await db.exec("INSERT INTO x VALUES (1); INSERT INTO y VALUES (2)");
    stop();
    await db.query("DELETE FROM countries");
    expect(heard).toEqual([["countries"], "all"]);
  });

  it("sees typed queries", async () => {
    const db = fakeDb();
    const heard: unknown[] = [];
    db.onWrite((t) => heard.push(names(t)));
    const kysely = kyselyOf(db);
    await kysely.selectFrom("countries").selectAll().execute();
    await kysely.updateTable("currencies").set({ status: 0 }).execute();
    await kysely
      .insertInto("offers_archive" as "offers")
      .defaultValues()
      .execute();
    expect(heard).toEqual([["currencies"], ["offers_archive"]]);
  });

  it("announces a transaction's writes when they happen and again when it ends", async () => {
    const db = fakeDb();
    const heard: unknown[] = [];
    db.onWrite((t) => heard.push(names(t)));
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO offers VALUES (1)");
      await kyselyOf(tx).updateTable("currencies").set({ status: 0 }).execute();
      heard.push("commit");
    });
    expect(heard).toEqual([["offers"], ["currencies"], "commit", ["currencies", "offers"]]);
  });

  it("announces a failed statement's tables too (it may have written before failing)", async () => {
    const db = fakeDb(new Error("boom"));
    const heard: unknown[] = [];
    db.onWrite((t) => heard.push(names(t)));
    await expect(db.query("UPDATE countries SET a = 1")).rejects.toThrow("boom");
    await expect(
      db.transaction((tx) => tx.query("DELETE FROM offers WHERE offer_id = $1", [1])),
    ).rejects.toThrow("boom");
    expect(heard).toEqual([["countries"], ["offers"], ["offers"]]);
  });
});

describe("kyselyOf", () => {
  it("sends the typed queries of a plain Queryable through its query method", async () => {
    const log: [string, readonly unknown[] | undefined][] = [];
    const plain: Queryable = {
      query: async <T>(sql: string, params?: readonly unknown[]) => {
        log.push([sql, params]);
        return [{ code: "EUR" }] as T[];
      },
      exec: async () => undefined,
    };
    const rows = await kyselyOf(plain)
      .selectFrom("currencies")
      .select("code")
      .where("status", "=", 1)
      .execute();
    expect(rows).toEqual([{ code: "EUR" }]);
    expect(log).toEqual([['select "code" from "currencies" where "status" = $1', [1]]]);
  });
});

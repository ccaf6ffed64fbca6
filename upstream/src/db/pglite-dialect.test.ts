/**
 * The PGlite dialect lends its one connection to one user at a time: a statement sent while a
 * transaction is open waits for it to end, so it is never caught in the transaction's rollback;
 * typed queries, raw SQL and scripts all run on it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { kyselyOf, type Db } from "./db";
import { openPgliteDb } from "./pglite-db";
import { copyEmptyCluster } from "../testing/template-data-dir";

let dir = "";
let db: Db;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "upstream-pglite-dialect-"));
  await copyEmptyCluster(join(dir, "pglite"));
  db = await openPgliteDb(join(dir, "pglite"));
  // one of the tables the migrations make, so that the typed queries know it
  await db.exec(
    "CREATE TABLE seed_runs (name text PRIMARY KEY, ran_at timestamptz NOT NULL DEFAULT now()); SELECT 1",
  );
}, 60_000);

afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

const names = async () =>
  (await db.query<{ name: string }>("SELECT name FROM seed_runs ORDER BY name")).map((r) => r.name);

it("keeps a statement sent during a transaction out of it", async () => {
  let inside!: () => void;
  const opened = new Promise<void>((resolve) => (inside = resolve));
  const failing = db.transaction(async (tx) => {
    await tx.query("INSERT INTO seed_runs (name) VALUES ('a: rolled back')");
    inside();
    await new Promise((resolve) => setTimeout(resolve, 50));
    throw new Error("roll back");
  });
  await opened;
  // sent while the transaction is open: it waits, then commits on its own
  const outside = db.query("INSERT INTO seed_runs (name) VALUES ('b: kept')");
  await expect(failing).rejects.toThrow("roll back");
  await outside;
  expect(await names()).toEqual(["b: kept"]);
});

it("runs typed queries and reports affected rows", async () => {
  const kysely = kyselyOf(db);
  await kysely.insertInto("seed_runs").values({ name: "c: typed" }).execute();
  const result = await kysely
    .updateTable("seed_runs")
    .set({ ran_at: new Date("2026-01-01T00:00:00Z") })
    .executeTakeFirst();
  expect(result.numUpdatedRows).toBe(2n);
  const rows = await kysely.selectFrom("seed_runs").select(["name", "ran_at"]).execute();
  expect(rows.map((r) => r.ran_at.toISOString())).toEqual([
    "2026-01-01T00:00:00.000Z",
    "2026-01-01T00:00:00.000Z",
  ]);
  expect(await names()).toEqual(["b: kept", "c: typed"]);
});

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { kyselyOf } from "../db/db";
import { startUpstream, type RunningUpstream } from "../index";
import { PGlite } from "@electric-sql/pglite";
import { copyEmptyCluster, copyPreparedDatabase, templateKey } from "./template-data-dir";

jest.setTimeout(120_000);

const scryptCost = 1024;
const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "upstream-template-test-"));
  dirs.push(dir);
  return dir;
};
const start = (dataDir: string) =>
  startUpstream({
    port: 0,
    host: "127.0.0.1",
    dataDir,
    databaseUrl: undefined,
    logLevel: "silent",
    scryptCost,
  });
const count = async (upstream: RunningUpstream, table: "offers" | "seed_runs") => {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::integer AS n FROM ${sql.table(
    table,
  )}`.execute(kyselyOf(upstream.db));
  return rows[0]?.n;
};

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

it("gives each test a seeded database of its own: a write in one copy is not in another", async () => {
  const first = newDir();
  const second = newDir();
  await copyPreparedDatabase(first, { scryptCost });
  await copyPreparedDatabase(second, { scryptCost });

  const a = await start(first);
  try {
    expect(await count(a, "offers")).toBeGreaterThan(0);
    // the demo accounts are there, their passwords hashed at the test's cost
    const signIn = await fetch(`${a.url}/api/signIn`, {
      method: "POST",
      body: JSON.stringify({
        jsonSign: { email_id: "traveller@example.com", password: "Traveller#1" },
      }),
    });
    expect(((await signIn.json()) as { result: { token?: string } }).result.token).toBeTruthy();
    await sql`DELETE FROM seed_runs`.execute(kyselyOf(a.db));
    expect(await count(a, "seed_runs")).toBe(0);
  } finally {
    await a.close();
  }

  const b = await start(second);
  try {
    expect(await count(b, "seed_runs")).toBeGreaterThan(0);
  } finally {
    await b.close();
  }
});

it("gives a new, empty cluster a test may use as it likes", async () => {
  const dir = join(newDir(), "pglite");
  await copyEmptyCluster(dir);
  const pglite = await PGlite.create(dir);
  try {
    const { rows } = await pglite.query<{ n: number }>(
      "SELECT count(*)::integer AS n FROM pg_tables WHERE schemaname = 'public'",
    );
    expect(rows[0]?.n).toBe(0);
    await pglite.exec("CREATE TABLE t (id integer)");
  } finally {
    await pglite.close();
  }
  const again = join(newDir(), "pglite");
  await copyEmptyCluster(again);
  const other = await PGlite.create(again);
  try {
    const { rows } = await other.query("SELECT 1 FROM pg_tables WHERE tablename = 't'");
    expect(rows).toEqual([]);
  } finally {
    await other.close();
  }
});

it("copies only into an empty directory", async () => {
  const dir = newDir();
  writeFileSync(join(dir, "something"), "x");
  await expect(copyPreparedDatabase(dir, { scryptCost })).rejects.toThrow(/is not empty/);
});

it("keys the template by the password cost and the day", () => {
  const day = new Date("2026-11-26T10:00:00Z");
  expect(templateKey({ scryptCost }, day)).toBe(templateKey({ scryptCost }, day));
  expect(templateKey({ scryptCost: 2048 }, day)).not.toBe(templateKey({ scryptCost }, day));
  expect(templateKey({ scryptCost }, new Date("2026-11-27T10:00:00Z"))).not.toBe(
    templateKey({ scryptCost }, day),
  );
});

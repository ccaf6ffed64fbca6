/**
 * Favourites over HTTP on a real started upstream (temporary PGlite directory): saving (twice
 * keeps one), the list newest first in the reader's language and by page, removing (twice is
 * fine), unknown offers, bad bodies, two accounts apart, and the cap. Every answer is checked
 * against openapi.yaml.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_ACCOUNTS } from "../accounts/seed";
import { kyselyOf } from "../db/db";
import { startUpstream, type RunningUpstream } from "../index";
import { checkedHttp } from "../testing/checked-http";
import { copyPreparedDatabase } from "../testing/template-data-dir";
import { FAVOURITE_MESSAGES, MAX_FAVOURITES } from "./payloads";
import { FAVOURITE_LIMIT, FAVOURITE_PATHS as P } from "./routes";
import { saveFavourite } from "./store";

const dataDir = mkdtempSync(join(tmpdir(), "upstream-favourites-"));
let upstream: RunningUpstream;
const api = checkedHttp(() => upstream.url);
let traveller = "";
let agent = "";

beforeAll(async () => {
  await copyPreparedDatabase(dataDir, { scryptCost: 1024 });
  upstream = await startUpstream({
    port: 0,
    host: "127.0.0.1",
    dataDir,
    databaseUrl: undefined,
    logLevel: "silent",
    scryptCost: 1024,
  });
  traveller = await api.signIn(DEMO_ACCOUNTS.traveller.email, DEMO_ACCOUNTS.traveller.password);
  agent = await api.signIn(DEMO_ACCOUNTS.agent.email, DEMO_ACCOUNTS.agent.password);
}, 60_000);

afterAll(async () => {
  await upstream?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const save = (token: string, offerId: unknown) => api.post(P.save, { token, offer_id: offerId });
const remove = (token: string, offerId: unknown) =>
  api.post(P.remove, { token, offer_id: offerId });
const list = async (token: string, body: Record<string, unknown> = {}, language?: string) => {
  const headers: Record<string, string> = language ? { "accept-language": language } : {};
  const { httpStatus, json } = await api.post(P.list, { token, ...body }, headers);
  expect(httpStatus).toBe(200);
  return json.data;
};
const idsOf = (page: { favourites: { offer: { offer_id: number } }[] }) =>
  page.favourites.map((f) => f.offer.offer_id);

describe("favourites", () => {
  it("refuses every call without a session", async () => {
    for (const path of [P.list, P.save, P.remove])
      expect((await api.post(path, { offer_id: 101 })).httpStatus).toBe(401);
  });

  it("saves once, lists newest first with the offer, and removes idempotently", async () => {
    expect(await list(traveller)).toMatchObject({ count: 0, favourites: [], page: 1 });
    for (const id of [101, 102, 101]) {
      const { httpStatus, json } = await save(traveller, id);
      expect(httpStatus).toBe(200);
      expect(json.data).toEqual({ offer_id: id, saved: true });
    }
    await save(traveller, "103");
    const page = await list(traveller);
    expect(idsOf(page)).toEqual([103, 102, 101]);
    expect(page).toMatchObject({ count: 3, totalPages: 1, per_page: 20, max_favourites: 200 });
    expect(page.favourites[0].offer).toMatchObject({ offer_id: 103, price_unit: "NIGHT" });
    expect(Date.parse(page.favourites[0].saved_at)).not.toBeNaN();

    expect((await remove(traveller, 102)).json.data).toEqual({ offer_id: 102, removed: true });
    expect((await remove(traveller, 102)).json.data).toEqual({ offer_id: 102, removed: false });
    expect(idsOf(await list(traveller))).toEqual([103, 101]);
    await remove(traveller, 103);
    await remove(traveller, 101);
  });

  it("pages and answers the offers in the reader's language", async () => {
    for (const id of [104, 105, 106]) await save(agent, id);
    const second = await list(agent, { page: 2, per_page: "2" });
    expect(second).toMatchObject({ count: 3, totalPages: 2, page: 2, per_page: 2 });
    expect(idsOf(second)).toEqual([104]);
    expect((await list(agent, { per_page: 5000 })).per_page).toBe(MAX_FAVOURITES);
    const english = (await list(agent)).favourites as { offer: { description: string } }[];
    const spanish = (await list(agent, {}, "es-ES")).favourites as typeof english;
    expect(spanish.map((f) => f.offer.description)).not.toEqual(
      english.map((f) => f.offer.description),
    );
    // another account's list is its own
    expect(idsOf(await list(traveller))).toEqual([]);
    for (const id of [104, 105, 106]) await remove(agent, id);
  });

  it("answers 404 for an unknown offer and 400 for a bad body", async () => {
    expect(await save(traveller, 999_999)).toMatchObject({
      httpStatus: 404,
      json: { message: "Offer not found" },
    });
    expect((await remove(traveller, 999_999)).json.data.removed).toBe(false);
    expect((await save(traveller, "abc")).httpStatus).toBe(400);
    expect((await api.post(P.save, { token: traveller })).httpStatus).toBe(400);
    const badPage = await api.post(P.list, { token: traveller, page: 0 });
    expect(badPage.httpStatus).toBe(400);
    expect(FAVOURITE_MESSAGES.pageInvalid).toMatch(/page/);
  });

  it("keeps at most the cap per account; an offer already saved still is", async () => {
    const db = upstream.db;
    const account = await kyselyOf(db)
      .selectFrom("accounts")
      .select("account_id")
      .where("email", "=", DEMO_ACCOUNTS.traveller.email)
      .executeTakeFirstOrThrow();
    const saveUnder = (offerId: number, max: number) =>
      db.transaction((tx) => saveFavourite(tx, account.account_id, offerId, max, new Date()));
    expect(await saveUnder(101, 1)).toBe(true);
    expect(await saveUnder(102, 1)).toBe(false);
    expect(await saveUnder(101, 1)).toBe(true);
    expect(idsOf(await list(traveller))).toEqual([101]);
    await remove(traveller, 101);
    expect(FAVOURITE_LIMIT).toBe("FAVOURITE_LIMIT");
  });
});

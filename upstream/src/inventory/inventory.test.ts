/**
 * The inventory over HTTP on a real started upstream (a copy of the seeded template): search in
 * every product area with dates and a party, availability (a sold-out day excludes an offer),
 * filters, sorting and pages, destination suggestions in both languages, and the offers'
 * pictures. Every response is checked against openapi.yaml.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadOpenApiContract } from "../contract/openapi-contract";
import { startUpstream, type RunningUpstream } from "../index";
import { copyPreparedDatabase } from "../testing/template-data-dir";
import { AREAS } from "./areas";
import { addDays, isoDay } from "./dates";

const contract = loadOpenApiContract();
const dataDir = mkdtempSync(join(tmpdir(), "upstream-inventory-"));
let upstream: RunningUpstream;
const today = isoDay(new Date());
const inDays = (n: number) => addDays(today, n);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function post(path: string, body: unknown, language?: string) {
  const response = await fetch(`${upstream.url}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(language === undefined ? {} : { "accept-language": language }),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const json: unknown = JSON.parse(text);
  const validate = contract.responseValidator("POST", path, response.status);
  if (!validate(json))
    throw new Error(
      `POST ${path} ${response.status} breaks openapi.yaml: ${JSON.stringify(validate.errors)} in ${text.slice(0, 2000)}`,
    );
  return { httpStatus: response.status, json: json as Json };
}

async function search(body: Json, language?: string) {
  const { httpStatus, json } = await post("/api/offers/search", body, language);
  expect([httpStatus, json.message]).toEqual([200, undefined]);
  return json.data as { results: Json[]; total: number; page: number; size: number; pages: number };
}

const stay = (area: string, extra: Json = {}) => ({
  area,
  check_in: inDays(20),
  check_out: inDays(23),
  guests: 2,
  ...extra,
});

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
}, 60_000);

afterAll(async () => {
  await upstream?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("POST /api/offers/search", () => {
  it.each(AREAS)("finds available %s offers with dates, a party and a total", async (area) => {
    const page = await search({
      ...stay(area),
      check_in: inDays(30),
      check_out: inDays(32),
      size: 50,
    });
    // the weekly areas start on one weekday: a week of start days finds some
    let results = page.results;
    for (let day = 31; results.length === 0 && day < 38; day++)
      results = (await search({ ...stay(area), check_in: inDays(day), check_out: inDays(day + 2) }))
        .results;
    expect(results.length).toBeGreaterThan(0);
    for (const offer of results) {
      expect(offer.area).toBe(area);
      expect(offer.total_usd).toBeGreaterThanOrEqual(offer.price_from_usd);
      expect(offer.image).toBe(`/api/offers/${offer.offer_id}/image.svg`);
      expect(offer.destination.latitude).toEqual(expect.any(Number));
    }
  });

  it("prices a stay as the sum of its nights times the rooms, and refuses a sold-out night", async () => {
    const db = upstream.db;
    const [hotel] = await db.query<{ offer_id: number }>(
      "SELECT offer_id FROM offers WHERE product_code = 'HLT' ORDER BY offer_id LIMIT 1",
    );
    const id = hotel?.offer_id as number;
    const nights = await db.query<{ price: number }>(
      `SELECT price_usd::float8 AS price FROM offer_calendar WHERE offer_id = $1
         AND day >= $2::date AND day < $3::date ORDER BY day`,
      [id, inDays(40), inDays(43)],
    );
    await db.query(
      "UPDATE offer_calendar SET units_left = 5 WHERE offer_id = $1 AND day >= $2::date AND day < $3::date",
      [id, inDays(40), inDays(43)],
    );
    const query = stay("HLT", {
      check_in: inDays(40),
      check_out: inDays(43),
      guests: 2,
      rooms: 2,
      size: 50,
    });
    const found = (await search(query)).results.find((o) => o.offer_id === id);
    const sum = nights.reduce((total, n) => total + n.price, 0);
    expect(found).toMatchObject({
      days: 3,
      units_left: 5,
      total_usd: Math.round(sum * 2 * 100) / 100,
    });
    await db.query(
      "UPDATE offer_calendar SET units_left = 0 WHERE offer_id = $1 AND day = $2::date",
      [id, inDays(41)],
    );
    expect((await search(query)).results.map((o) => o.offer_id)).not.toContain(id);
    // one room left that night: two rooms are not available, one is
    await db.query(
      "UPDATE offer_calendar SET units_left = 1 WHERE offer_id = $1 AND day = $2::date",
      [id, inDays(41)],
    );
    expect((await search(query)).results.map((o) => o.offer_id)).not.toContain(id);
    const oneRoom = await search({ ...query, rooms: 1 });
    expect(oneRoom.results.map((o) => o.offer_id)).toContain(id);
  });

  it("pages through the results without repeating an offer (at most 50 a page)", async () => {
    const query = { area: "FLT", check_in: inDays(15), guests: 1, sort: "price", size: 25 };
    const first = await search(query);
    expect(first.total).toBeGreaterThan(50);
    expect(first.pages).toBe(Math.ceil(first.total / 25));
    const seen = first.results.map((o) => o.offer_id);
    for (let page = 2; page <= first.pages; page++) {
      const { results } = await search({ ...query, page });
      expect(results.length).toBe(page < first.pages ? 25 : first.total - 25 * (first.pages - 1));
      seen.push(...results.map((o) => o.offer_id));
    }
    expect(new Set(seen).size).toBe(first.total);
    const past = await search({ ...query, page: first.pages + 1 });
    expect(past).toMatchObject({ results: [], total: first.total });
    const { json } = await post("/api/offers/search", { ...query, size: 51 });
    expect(json.message).toBe("size must be a whole number from 1 to 50");
  }, 20_000);

  it("sorts by price either way and by rating", async () => {
    const base = stay("HLTGD", { size: 50 });
    const totals = (await search({ ...base, sort: "price" })).results.map((o) => o.total_usd);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const down = (await search({ ...base, sort: "price_desc" })).results.map((o) => o.total_usd);
    expect(down).toEqual([...totals].sort((a, b) => b - a));
    const ratings = (await search({ ...base, sort: "rating" })).results
      .map((o) => o.rating as number | null)
      .filter((r): r is number => r !== null);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it("filters by place, price, stars, rating, free cancellation and area facts", async () => {
    const lisbon = await search(stay("HLT", { destination: "LISBOA" }));
    expect(lisbon.results.length).toBeGreaterThan(0);
    expect(lisbon.results.every((o) => o.destination.name === "Lisbon")).toBe(true);
    const byId = await search(stay("HLT", { destination_id: 1 }));
    expect(byId.results.map((o) => o.offer_id)).toEqual(lisbon.results.map((o) => o.offer_id));
    const cheap = await search(stay("HLTGD", { filters: { price_max: 900 }, size: 50 }));
    expect(cheap.results.every((o) => o.total_usd <= 900)).toBe(true);
    const stars = await search(
      stay("HLTGD", { filters: { stars: [5], min_rating: 4.2 }, size: 50 }),
    );
    expect(stars.results.every((o) => o.stars === 5 && o.rating >= 4.2)).toBe(true);
    const free = await search(stay("HLTGD", { filters: { free_cancellation: true }, size: 50 }));
    expect(free.results.length).toBeGreaterThan(0);
    expect(free.results.every((o) => o.cancellation.free_cancellation)).toBe(true);
    const business = await search({
      area: "FLT",
      check_in: inDays(10),
      guests: 1,
      filters: { cabin: "business" },
    });
    expect(business.results.every((o) => o.attributes.cabin === "BUSINESS")).toBe(true);
    const suvs = await search(stay("CAR", { filters: { car_class: "SUV" }, size: 50 }));
    expect(suvs.results.length).toBeGreaterThan(0);
    expect(suvs.results.every((o) => o.attributes.car_class === "SUV")).toBe(true);
    const nonstop = await search({ area: "FLT", check_in: inDays(10), filters: { max_stops: 0 } });
    expect(nonstop.results.every((o) => o.attributes.stops === 0)).toBe(true);
    const fromNewYork = await search({
      area: "FLT",
      check_in: inDays(10),
      origin_id: 10,
      size: 50,
    });
    expect(fromNewYork.results.every((o) => o.origin?.airport_code === "JFK")).toBe(true);
  });

  it("leaves out offers too small for the party", async () => {
    const big = await search(stay("TRA", { guests: 9, size: 50 }));
    expect(big.results.every((o) => o.max_guests >= 9)).toBe(true);
    const all = await search(stay("TRA", { guests: 1, size: 50 }));
    expect(all.total).toBeGreaterThan(big.total);
  });

  it("answers in Spanish where translated, the policy summary too", async () => {
    const es = await search(stay("HLT", { destination_id: 1 }), "es");
    expect(es.results[0]?.destination.name).toBe("Lisboa");
    expect(es.results[0]?.cancellation.summary).toMatch(/^(Cancelación gratuita|Sin cancelación)/);
  });

  it("answers an offer's text attributes in Spanish, its codes and numbers as in English", async () => {
    const [hotelsEn, hotelsEs] = await Promise.all([
      search(stay("HLTGD", { size: 50 })),
      search(stay("HLTGD", { size: 50 }), "es"),
    ]);
    const roomTypes = new Set(hotelsEs.results.map((o) => o.attributes.room_type));
    expect([...roomTypes].filter((t) => !/^(Habitación|Suite júnior)/.test(t))).toEqual([]);
    expect(hotelsEn.results.map((o) => o.attributes.room_type)).toContain("Double room");
    expect(hotelsEs.results.map((o) => o.attributes.board)).toEqual(
      hotelsEn.results.map((o) => o.attributes.board),
    );

    const cars = await search(stay("CAR", { destination_id: 1 }), "es");
    const car = cars.results[0] as Json;
    expect(car.attributes.pick_up).toEqual({
      name: "Aeropuerto de Lisboa (LIS)",
      airport_code: "LIS",
    });
    expect(car.attributes.model).toMatch(/ o similar$/);
    // the offer read on its own (a booking's, a reservation's) reads the same
    const read = await fetch(`${upstream.url}/api/offers/${car.offer_id}`, {
      headers: { "accept-language": "es" },
    });
    const body = (await read.json()) as Json;
    expect(body.data.attributes).toEqual(car.attributes);
  });

  it.each([
    [{}, "area is required"],
    [{ area: "XYZ", check_in: "2030-01-01" }, "area must be one of DTPS, HLTGD"],
    [{ area: "HLT" }, "check_in is required"],
    [
      { area: "HLT", check_in: "2026-02-30", check_out: "2026-03-02" },
      "check_in must be a date YYYY-MM-DD",
    ],
    [
      { area: "HLT", check_in: "2000-01-01", check_out: "2000-01-02" },
      "check_in must not be in the past",
    ],
    [{ area: "HLT", check_in: "TODAY+5" }, "check_out is required for HLT"],
    [
      { area: "CAR", check_in: "TODAY+5", check_out: "TODAY+5" },
      "check_out must be after check_in",
    ],
    [
      { area: "HLT", check_in: "TODAY+5", check_out: "TODAY+40" },
      "check_out must be at most 30 days",
    ],
    [{ area: "FLT", check_in: "TODAY+5", guests: 10 }, "guests must be a whole number from 1 to 9"],
    [
      { area: "HLT", check_in: "TODAY+5", check_out: "TODAY+6", guests: 1, rooms: 2 },
      "rooms must not be more than guests",
    ],
    [{ area: "FLT", check_in: "TODAY+5", sort: "cheapest" }, "sort must be one of best, price"],
    [
      { area: "FLT", check_in: "TODAY+5", filters: { price_min: 9, price_max: 1 } },
      "price_min must not be above price_max",
    ],
  ])("refuses %j with 400 naming the field", async (body: Json, message) => {
    const dated = JSON.parse(
      JSON.stringify(body).replace(/TODAY\+(\d+)/g, (_, n: string) => inDays(Number(n))),
    );
    const { httpStatus, json } = await post("/api/offers/search", dated);
    expect(httpStatus).toBe(400);
    expect(json.message).toContain(message);
  });
});

describe("POST /api/destinations/suggest", () => {
  it("suggests by a word's prefix in English or Spanish, named in the reader's language", async () => {
    const { json } = await post("/api/destinations/suggest", { query: "lis" });
    expect(json.data.map((d: Json) => d.name)).toEqual(["Lisbon"]);
    const es = await post("/api/destinations/suggest", { query: "lisboa" }, "es");
    expect(es.json.data[0]).toMatchObject({
      name: "Lisboa",
      airport_code: "LIS",
      country_code: "PT",
    });
    const rio = await post("/api/destinations/suggest", { query: "RIO" }, "es");
    expect(rio.json.data[0]).toMatchObject({ name: "Río de Janeiro" });
    const york = await post("/api/destinations/suggest", { query: "york" });
    expect(york.json.data.map((d: Json) => d.name)).toEqual(["New York"]);
  });

  it("counts an area's offers and leaves out places without any", async () => {
    const { json } = await post("/api/destinations/suggest", { area: "CRU", limit: 20 });
    expect(json.data.length).toBeGreaterThan(5);
    expect(json.data.every((d: Json) => d.offer_count > 0)).toBe(true);
    expect(json.data.map((d: Json) => d.name)).not.toContain("Paris");
    const everything = await post("/api/destinations/suggest", { limit: 20 });
    expect(everything.json.data.length).toBe(20);
  });

  it("refuses a bad area or limit", async () => {
    expect((await post("/api/destinations/suggest", { area: "NOPE" })).json.message).toContain(
      "area must be one of",
    );
    expect((await post("/api/destinations/suggest", { limit: 0 })).json.message).toBe(
      "limit must be a whole number from 1 to 20",
    );
  });
});

describe("GET /api/offers/{id}/image.svg", () => {
  it("draws the same SVG every time, kept a day", async () => {
    const first = await fetch(`${upstream.url}/api/offers/2001/image.svg`);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(first.headers.get("cache-control")).toBe(
      contract.cacheControl("GET", "/api/offers/{id}/image.svg", 200),
    );
    const svg = await first.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    expect(await (await fetch(`${upstream.url}/api/offers/2001/image.svg`)).text()).toBe(svg);
  });

  it("writes the offer's name and place in the request's language, on the same drawing", async () => {
    const spanish = { "accept-language": "es-ES" };
    const offer = (await (
      await fetch(`${upstream.url}/api/offers/2001`, { headers: spanish })
    ).json()) as {
      data: { name: string; destination: string };
    };
    const english = await fetch(`${upstream.url}/api/offers/2001/image.svg`);
    const inSpanish = await fetch(`${upstream.url}/api/offers/2001/image.svg`, {
      headers: spanish,
    });
    expect(inSpanish.headers.get("vary")).toBe("Accept-Language");
    expect(english.headers.get("vary")).toBe("Accept-Language");
    const [englishSvg, spanishSvg] = [await english.text(), await inSpanish.text()];
    const escaped = (text: string) =>
      text.replace(/[<>&"']/g, (c) => `&#${c.codePointAt(0) ?? 0};`);
    expect(spanishSvg).toContain(`>${escaped(offer.data.destination)}</text>`);
    expect(spanishSvg).toContain(escaped(offer.data.name).slice(0, 20));
    expect(spanishSvg).not.toBe(englishSvg);
    const drawing = (svg: string) =>
      svg
        .replace(/aria-label="[^"]*"/, "")
        .replace(/font-size="\d+"/, "")
        .replace(/>[^<]*<\/text>/g, "");
    expect(drawing(spanishSvg)).toBe(drawing(englishSvg));
  });

  it("answers 404 for an unknown offer and 400 for a bad id", async () => {
    const missing = await fetch(`${upstream.url}/api/offers/999999/image.svg`);
    expect([missing.status, ((await missing.json()) as Json).message]).toEqual([
      404,
      "Offer not found",
    ]);
    const bad = await fetch(`${upstream.url}/api/offers/x/image.svg`);
    expect(bad.status).toBe(400);
    await bad.arrayBuffer();
  });
});

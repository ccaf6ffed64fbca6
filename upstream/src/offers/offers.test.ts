/**
 * Offers over HTTP on a real started upstream (temporary PGlite directory): the seeded offers of
 * the four wallet products, searched by product and destination, and read by id. Every response
 * is checked against openapi.yaml.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadOpenApiContract } from "../contract/openapi-contract";
import { startUpstream, type RunningUpstream } from "../index";
import { AREA_UNITS, AREAS } from "../inventory/areas";
import { DEMO_OFFERS } from "./seed";
import { copyPreparedDatabase } from "../testing/template-data-dir";

const contract = loadOpenApiContract();
const dataDir = mkdtempSync(join(tmpdir(), "upstream-offers-"));
let upstream: RunningUpstream;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function get(path: string, template = path.split("?")[0] ?? path, language?: string) {
  const response = await fetch(`${upstream.url}${path}`, {
    headers: language === undefined ? {} : { "accept-language": language },
  });
  const text = await response.text();
  const json: unknown = JSON.parse(text);
  const validate = contract.responseValidator("GET", template, response.status);
  if (!validate(json))
    throw new Error(
      `GET ${path} ${response.status} breaks openapi.yaml: ${JSON.stringify(validate.errors)} in ${text}`,
    );
  return { httpStatus: response.status, json: json as Json };
}

const offers = async (query: string) => {
  const { httpStatus, json } = await get(`/api/offers?${query}`);
  expect(httpStatus).toBe(200);
  expect(json.status).toBe(1);
  return json.data.data as Json[];
};
const offer = (id: string) => get(`/api/offers/${id}`, "/api/offers/{id}");

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

describe("the seeded offers", () => {
  it("hold a few dozen offers over the four products and six destinations, priced in USD", async () => {
    const all = await offers("");
    expect(all.length).toBe(DEMO_OFFERS.length);
    expect(all.length).toBeGreaterThanOrEqual(24);
    for (const product of ["HLT", "ACT", "RST", "STY"])
      expect(all.filter((o) => o.product_code === product).length).toBeGreaterThanOrEqual(6);
    expect(new Set(all.map((o) => o.destination))).toEqual(
      new Set(["Lisbon", "Barcelona", "Kyoto", "Cancún", "Cape Town", "Reykjavik"]),
    );
    for (const o of all) {
      expect(o.price_unit).toBe(o.product_code === "ACT" ? "PERSON" : "NIGHT");
      expect(o.price_usd).toBeGreaterThan(20);
      expect(o.price_usd).toBeLessThan(1000);
      expect(o.description.length).toBeGreaterThan(60);
      expect(o.description).not.toMatch(/https?:/);
    }
    expect(all.some((o) => o.rating === null)).toBe(true);
  });

  it("come best rated first, unrated last, then cheapest", async () => {
    const hotels = await offers("product=HLT");
    const ratings = hotels.map((o) => o.rating as number | null);
    const rated = ratings.filter((r): r is number => r !== null);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
    expect(ratings.at(-1)).toBeNull();
    expect(hotels[0]).toMatchObject({ name: "Gion Shirakawa Ryokan", rating: 4.9 });
  });
});

describe("GET /api/offers", () => {
  it("filters by product, case-insensitively", async () => {
    const lower = await offers("product=act");
    expect(lower).toEqual(await offers("product=ACT"));
    expect(lower.every((o) => o.product_code === "ACT" && o.price_unit === "PERSON")).toBe(true);
  });

  it("filters by a case- and accent-insensitive part of the destination", async () => {
    const lis = await offers("product=HLT&destination=lis");
    expect(lis.length).toBeGreaterThanOrEqual(2);
    expect(lis.every((o) => o.destination === "Lisbon" && o.product_code === "HLT")).toBe(true);
    expect(await offers("product=HLT&destination=LISBON")).toEqual(lis);
    expect(await offers("product=HLT&destination=%20isbo%20")).toEqual(lis);
    const cancun = await offers("destination=cancun");
    expect(cancun.length).toBeGreaterThanOrEqual(4);
    expect(cancun.every((o) => o.destination === "Cancún" && o.country_code === "MX")).toBe(true);
    expect(await offers("destination=Canc%C3%BAn")).toEqual(cancun);
    expect((await offers("destination=cape%20t")).every((o) => o.destination === "Cape Town")).toBe(
      true,
    );
    expect(await offers("product=RST&destination=atlantis")).toEqual([]);
    // LIKE wildcards are plain characters
    expect(await offers("destination=%25")).toEqual([]);
    expect(await offers("destination=_")).toEqual([]);
  });

  it.each([
    ["an unknown product", "product=FLT", "product must be one of HLT, ACT, RST, STY"],
    ["a product that is only part of a code", "product=HL", "product must be one of"],
    [
      "a destination of 101 characters",
      `destination=${"x".repeat(101)}`,
      "destination is too long",
    ],
    ["a NUL in the destination", "destination=lis%00bon", "destination contains characters"],
  ])("refuses %s with 400", async (_, query, message) => {
    const { httpStatus, json } = await get(`/api/offers?${query}`);
    expect(httpStatus).toBe(400);
    expect(json.message).toContain(message);
  });
});

describe("GET /api/offers/{id}", () => {
  it("gives one offer", async () => {
    expect(await offer("125")).toEqual({
      httpStatus: 200,
      json: {
        status: 1,
        data: {
          offer_id: 125,
          product_code: "ACT",
          name: "Fushimi Inari Sunrise Hike",
          destination: "Kyoto",
          country_code: "JP",
          description: expect.stringContaining("torii"),
          rating: 4.9,
          price_unit: "PERSON",
          price_usd: 45,
          max_guests: 10,
          start_weekday: null,
          place: {
            destination_id: 3,
            name: "Kyoto",
            country_code: "JP",
            airport_code: "KIX",
            latitude: 35.0116,
            longitude: 135.7681,
          },
          origin: null,
          attributes: { duration_hours: 8, meeting_point: "Central Kyoto" },
          image: "/api/offers/125/image.svg",
        },
      },
    });
  });

  it.each(AREAS)(
    "gives an offer of %s with its place, origin, capacity and attributes",
    async (area) => {
      const [row] = await upstream.db.query<Json>(
        `SELECT o.offer_id, o.max_guests, o.start_weekday, o.attributes, o.origin_id,
         d.destination_id, d.airport_code
       FROM offers o JOIN destinations d ON d.destination_id = o.destination_id
       WHERE o.product_code = $1 ORDER BY o.offer_id LIMIT 1`,
        [area],
      );
      const { httpStatus, json } = await offer(String(row!.offer_id));
      expect(httpStatus).toBe(200);
      const attributes: unknown =
        typeof row!.attributes === "string" ? JSON.parse(row!.attributes) : row!.attributes;
      expect(json.data).toMatchObject({
        offer_id: row!.offer_id,
        product_code: area,
        price_unit: AREA_UNITS[area],
        max_guests: row!.max_guests,
        start_weekday: row!.start_weekday,
        place: { destination_id: row!.destination_id, airport_code: row!.airport_code },
        attributes,
        image: `/api/offers/${row!.offer_id}/image.svg`,
      });
      if (area === "FLT" || area === "PKG")
        expect(json.data.origin).toMatchObject({ destination_id: row!.origin_id });
      else expect(json.data.origin).toBeNull();
    },
  );

  it("names the place and origin in the request's language", async () => {
    const [row] = await upstream.db.query<{ offer_id: number }>(
      "SELECT offer_id FROM offers WHERE product_code = 'FLT' ORDER BY offer_id LIMIT 1",
    );
    const path = `/api/offers/${row!.offer_id}`;
    const [en, es] = await Promise.all([
      get(path, "/api/offers/{id}", "en-US"),
      get(path, "/api/offers/{id}", "es-ES"),
    ]);
    const names = await upstream.db.query<{ place: string; origin: string }>(
      `SELECT coalesce(dt.name, d.name) AS place, coalesce(ot.name, od.name) AS origin
       FROM offers o JOIN destinations d ON d.destination_id = o.destination_id
       JOIN destinations od ON od.destination_id = o.origin_id
       LEFT JOIN destination_translations dt ON dt.destination_id = d.destination_id AND dt.language = 'es'
       LEFT JOIN destination_translations ot ON ot.destination_id = od.destination_id AND ot.language = 'es'
       WHERE o.offer_id = $1`,
      [row!.offer_id],
    );
    expect(es.json.data.place.name).toBe(names[0]!.place);
    expect(es.json.data.origin.name).toBe(names[0]!.origin);
    expect(en.json.data.place.destination_id).toBe(es.json.data.place.destination_id);
  });

  it("answers 404 for an unknown offer", async () => {
    for (const id of ["999", "999999999"])
      expect(await offer(id)).toEqual({
        httpStatus: 404,
        json: { status: 0, message: "Offer not found" },
      });
  });

  it.each(["0", "abc", "1.5", "-3", "1e2", "1234567890", "%E0%A4%A", "%20"])(
    "refuses the id %j with 400",
    async (id) => {
      expect(await offer(id)).toEqual({
        httpStatus: 400,
        json: { status: 0, message: "id must be an offer id (a positive whole number)" },
      });
    },
  );

  it("has no method but GET", async () => {
    const response = await fetch(`${upstream.url}/api/offers/101`, { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
  });
});

describe("offers in the request's language", () => {
  const inLanguage = async (path: string, language: string, template?: string) => {
    const response = await fetch(`${upstream.url}${path}`, {
      headers: { "accept-language": language },
    });
    expect(response.headers.get("vary")).toBe("Accept-Language");
    const answer = await get(path, template, language);
    expect(answer.httpStatus).toBe(200);
    return answer.json;
  };

  it("answers every seeded offer in Spanish for es-ES, cached apart from the English answer", async () => {
    const english = (await inLanguage("/api/offers", "en-US")).data.data as Json[];
    const spanish = (await inLanguage("/api/offers", "es-ES")).data.data as Json[];
    expect(spanish.map((o) => o.offer_id)).toEqual(english.map((o) => o.offer_id));
    expect(spanish).toHaveLength(DEMO_OFFERS.length);
    for (const o of spanish) {
      const seeded = DEMO_OFFERS.find((d) => d.id === o.offer_id);
      expect(o.description).not.toBe(seeded?.description);
      expect(o.price_usd).toBe(seeded?.priceUsd);
    }
    expect(english.find((o) => o.offer_id === 125)).toMatchObject({
      name: "Fushimi Inari Sunrise Hike",
      destination: "Kyoto",
    });
    expect(spanish.find((o) => o.offer_id === 125)).toMatchObject({
      name: "Caminata al amanecer en Fushimi Inari",
      destination: "Kioto",
      description: expect.stringContaining("puertas torii"),
    });
  });

  it("gives one offer in Spanish for es (any region) and in English for a language without texts", async () => {
    const path = "/api/offers/155";
    const template = "/api/offers/{id}";
    expect((await inLanguage(path, "es-MX,es;q=0.9", template)).data).toMatchObject({
      destination: "Ciudad del Cabo",
      name: "Villa con piscina en Camps Bay",
    });
    for (const language of ["fr-FR", "en-US", "*"])
      expect((await inLanguage(path, language, template)).data).toMatchObject({
        destination: "Cape Town",
        name: "Camps Bay Villa with Pool",
      });
    expect((await offer("155")).json.data.destination).toBe("Cape Town");
  });

  it("finds offers by their Spanish destination, in Spanish", async () => {
    const found = (await inLanguage("/api/offers?product=HLT&destination=reikiavik", "es-ES")).data
      .data as Json[];
    expect(found.map((o) => o.offer_id).sort()).toEqual([111, 112]);
    expect(found.every((o) => o.destination === "Reikiavik")).toBe(true);
  });
});

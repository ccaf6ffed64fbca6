/**
 * Public reads through the real routes on PGlite: the second read makes no database query, the
 * Cache-Control contract holds, and each kind of writer (a statement, a transaction, a rate
 * refresh, a booking's card write, a migration script) is seen by the next read.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildRoutes, prepareDatabase } from "../app";
import { loadOpenApiContract } from "../contract/openapi-contract";
import { loadUpstreamConfig } from "../config";
import type { Db } from "../db/db";
import { openPgliteDb } from "../db/pglite-db";
import { createLogger } from "@travel/service-kit/logger";
import { storeUsdSnapshot } from "../rates/store";
import { createApiServer } from "./server";
import { copyPreparedDatabase } from "../testing/template-data-dir";

let dataDir = "";
let raw: Db;
let api: FastifyInstance;
let base = "";
const queries: string[] = [];
const contract = loadOpenApiContract();

/** The database, counting the statements the routes send. */
function counting(db: Db): Db {
  return {
    query: (sql, params) => {
      queries.push(sql);
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    close: () => db.close(),
    onWrite: (listener) => db.onWrite(listener),
  };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "upstream-public-reads-"));
  await copyPreparedDatabase(join(dataDir, "pglite"), { scryptCost: 1024 });
  raw = await openPgliteDb(join(dataDir, "pglite"));
  const logger = createLogger({ level: "silent" });
  await prepareDatabase(raw, logger, { scryptCost: 1024 });
  api = createApiServer(
    buildRoutes(counting(raw), { ...loadUpstreamConfig({}), scryptCost: 1024 }),
    logger,
  );
  await api.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await api?.close();
  await raw?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(method: "GET" | "POST", path: string, body: unknown = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { "content-type": "application/json" },
    body: method === "POST" ? JSON.stringify(body) : undefined,
  });
  return {
    status: response.status,
    cacheControl: response.headers.get("cache-control"),
    json: (await response.json()) as Json,
  };
}

// four items each: Jest takes a test function with more parameters than the row for a done callback
const PUBLIC: [string, "GET" | "POST", string, unknown][] = [
  ["getCountryCat", "POST", "/api/getCountryCat", {}],
  ["getCountry", "POST", "/api/general/getCountry", {}],
  ["getNationalityCat", "POST", "/api/getNationalityCat", {}],
  ["getNationalities", "POST", "/api/general/getNationalities", {}],
  ["getCurrencyinfo", "POST", "/api/layout/getCurrencyinfo", {}],
  ["getSiteConfig", "POST", "/api/general/getSiteConfig", {}],
  ["getCurrencyRate", "POST", "/api/general/getCurrencyRate", { toCurrency: "EUR" }],
  ["getPaymentCardByOrg", "POST", "/api/walletUser/getPaymentCardByOrg", {}],
  ["offers", "GET", "/api/offers?product=HLT", {}],
  ["offer", "GET", "/api/offers/101", {}],
  ["suggestDestinations", "POST", "/api/destinations/suggest", { query: "lis" }],
];

describe("public reads", () => {
  it.each(PUBLIC)("%s: the second read makes no database query", async (_, method, path, body) => {
    const first = await call(method, path, body);
    expect(first.status).toBe(200);
    queries.length = 0;
    const second = await call(method, path, body);
    expect(queries).toEqual([]);
    expect(second.json).toEqual(first.json);
  });

  it.each(PUBLIC)("%s answers the contract's Cache-Control", async (name, method, path, body) => {
    const { cacheControl } = await call(method, path, body);
    expect(cacheControl).toBe(
      name === "getCurrencyRate" ? "public, max-age=60" : "public, max-age=300",
    );
    const documented = path.startsWith("/api/offers/") ? "/api/offers/{id}" : path.split("?")[0];
    expect(contract.cacheControl(method, documented ?? "", 200)).toBe(cacheControl);
  });

  it("the contract documents Cache-Control on every response, no-store unless public", () => {
    const publicPaths = new Set(PUBLIC.map(([, method, path]) => `${method} ${path}`));
    for (const operation of contract.operations()) {
      const [method = "", path = ""] = operation.split(" ");
      const responses = contract.doc.paths[path]?.[method.toLowerCase()]?.responses ?? {};
      for (const status of Object.keys(responses)) {
        const documented = contract.cacheControl(method, path, Number(status));
        const isPublic =
          status === "200" &&
          (publicPaths.has(operation) ||
            operation === "GET /api/offers" ||
            operation === "GET /api/offers/{id}");
        // drawn pictures: the same bytes for a day
        const isPicture = status === "200" && operation === "GET /api/offers/{id}/image.svg";
        expect([operation, status, documented]).toEqual([
          operation,
          status,
          isPicture
            ? "public, max-age=86400"
            : isPublic
              ? expect.stringMatching(/^public, max-age=(300|60)$/)
              : "no-store",
        ]);
      }
    }
  });

  it("answers no-store for errors, personal, session and live-edited answers", async () => {
    for (const [method, path, body] of [
      ["POST", "/api/getCountryCat", "not json"],
      ["GET", "/api/offers/999999", undefined],
      ["POST", "/api/walletUser/getPaymentCardByOrg", { org_id: 99 }],
      ["GET", "/api/get-ip", undefined],
      ["POST", "/api/general/getGeolocationByIp", { ip: "8.8.8.8" }],
      ["POST", "/api/general/getwhitelabelcss", { pageCode: "HOME" }],
      ["POST", "/api/reservations", { action: "list" }],
      ["GET", "/nowhere", undefined],
    ] as const) {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { "content-type": "application/json" },
        body:
          method === "POST" ? (typeof body === "string" ? body : JSON.stringify(body)) : undefined,
      });
      expect([path, response.headers.get("cache-control")]).toEqual([path, "no-store"]);
      await response.arrayBuffer();
    }
  });

  it("does not keep a 404: the next read of an unknown offer asks the database again", async () => {
    await call("GET", "/api/offers/999998");
    queries.length = 0;
    expect((await call("GET", "/api/offers/999998")).status).toBe(404);
    expect(queries.length).toBeGreaterThan(0);
  });
});

describe("a write is seen by the next read", () => {
  const siteName = async () =>
    (await call("POST", "/api/general/getSiteConfig")).json.data.data.orgName as string;

  it("a statement (organisations: site config, currency info)", async () => {
    await siteName();
    await call("POST", "/api/layout/getCurrencyinfo");
    await raw.query(
      "UPDATE organisations SET org_name = 'Renamed', preferred_currency_id = (SELECT currency_id FROM currencies WHERE code = 'EUR') WHERE org_id = 1",
    );
    try {
      expect(await siteName()).toBe("Renamed");
      const info = await call("POST", "/api/layout/getCurrencyinfo");
      expect(info.json.data.preferredCurrency.code).toBe("EUR");
    } finally {
      await raw.query(
        "UPDATE organisations SET org_name = 'Wayfarer Holidays', preferred_currency_id = NULL WHERE org_id = 1",
      );
    }
    expect(await siteName()).toBe("Wayfarer Holidays");
  });

  it("a transaction (countries and nationalities)", async () => {
    const name = async (path: string, field: string) =>
      ((await call("POST", path)).json.data.data.data as Json[]).some(
        (c) => c[field] === "Atlantis",
      );
    expect(await name("/api/getCountryCat", "countryName")).toBe(false);
    expect(await name("/api/getNationalityCat", "nationalityName")).toBe(false);
    await raw.transaction(async (tx) => {
      await tx.query("UPDATE countries SET country_name = 'Atlantis' WHERE country_code = 'FR'");
      await tx.query(
        "UPDATE nationalities SET nationality_name = 'Atlantis' WHERE nationality_id = (SELECT min(nationality_id) FROM nationalities)",
      );
    });
    expect(await name("/api/getCountryCat", "countryName")).toBe(true);
    expect(await name("/api/general/getCountry", "countryName")).toBe(true);
    expect(await name("/api/getNationalityCat", "nationalityName")).toBe(true);
    expect(await name("/api/general/getNationalities", "nationalityName")).toBe(true);
  });

  it("a rate refresh (a newer day's snapshot)", async () => {
    const before = (await call("POST", "/api/general/getCurrencyRate", { toCurrency: "EUR" })).json
      .data.data;
    await storeUsdSnapshot(raw, {
      date: "2099-01-01",
      unitsPerUsd: new Map([
        ["USD", 1],
        ["EUR", 2],
      ]),
    });
    const after = (await call("POST", "/api/general/getCurrencyRate", { toCurrency: "EUR" })).json
      .data.data;
    expect(after.roeRate).toBe(2);
    expect(after.roeRate).not.toBe(before.roeRate);
    await raw.query("DELETE FROM exchange_rates WHERE rate_date = '2099-01-01'");
    expect(
      (await call("POST", "/api/general/getCurrencyRate", { toCurrency: "EUR" })).json.data.data,
    ).toEqual(before);
  });

  it("a card write (the catalogue) and an offer change", async () => {
    await call("POST", "/api/walletUser/getPaymentCardByOrg");
    await raw.query("UPDATE payment_cards SET card_amount = 101 WHERE payment_card_id = 9001");
    const cards = (await call("POST", "/api/walletUser/getPaymentCardByOrg")).json.data
      .data as Json[];
    expect(cards.find((c) => c.payment_card_id === 9001)?.card_amount).toBe(101);
    await call("GET", "/api/offers/101");
    await raw.query("UPDATE offers SET name = 'Renamed offer' WHERE offer_id = 101");
    expect((await call("GET", "/api/offers/101")).json.data.name).toBe("Renamed offer");
  });

  it("a migration-like script drops everything", async () => {
    await call("POST", "/api/getCountryCat");
    await raw.exec("UPDATE countries SET country_name = 'Atlantis 2' WHERE country_code = 'DE'");
    const countries = (await call("POST", "/api/getCountryCat")).json.data.data.data as Json[];
    expect(countries.some((c) => c.countryName === "Atlantis 2")).toBe(true);
  });
});

/**
 * The real upstream over HTTP: one server per file on a temporary PGlite directory (initdb
 * takes seconds), every response checked against openapi.yaml, then a restart on the same data.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildRoutes } from "./app";
import { loadUpstreamConfig } from "./config";
import { loadOpenApiContract } from "./contract/openapi-contract";
import { LABELS_DIR } from "./locale/label-files";
import { syncLabels } from "./locale/seed";
import { createLogger } from "@travel/service-kit/logger";
import { startUpstream, type RunningUpstream } from "./index";
import type { Currency, Language } from "./locale/store";
import type { CurrencyRateData } from "./rates/currency-rate";
import type { Country, CountryCat, Nationality } from "./reference/store";
import type { SiteConfig } from "./site/store";
import { copyPreparedDatabase } from "./testing/template-data-dir";

const contract = loadOpenApiContract();
const dataDir = mkdtempSync(join(tmpdir(), "upstream-test-"));
const quietLogger = createLogger({ level: "silent" });
let upstream: RunningUpstream;

const start = () =>
  startUpstream({
    port: 0,
    host: "127.0.0.1",
    dataDir,
    databaseUrl: undefined,
    logLevel: "silent",
    scryptCost: 1024,
  });

/** Response bodies, typed as openapi.yaml describes them (every response is validated). */
type ErrorBody = { status: 0; message: string };
type ListBody<T> = { status: 1; message: "OK"; data: { data: { data: T[] } } };
type CurrencyInfoBody = {
  status: 1;
  data: {
    currencies: Currency[];
    languages: Language[];
    preferredCurrency: { id: number; code: string };
    preferredLanguage: { id: number; code: string };
  };
};
type CurrencyRateBody = { status: 1; data: { data: CurrencyRateData } };
type GeolocationBody = {
  status: 1;
  data: {
    ip: string;
    countryCode: string | null;
    countryId: number | null;
    currencyCode: string | null;
  };
};
type SiteConfigBody = { status: 1; data: { data: SiteConfig } };

async function call<T = ErrorBody>(
  method: "GET" | "POST",
  path: string,
  init: { body?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<{ httpStatus: number; json: T }> {
  const response = await fetch(`${upstream.url}${path}`, {
    method,
    headers: { "content-type": "application/json", ...init.headers },
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  const json: unknown = await response.json();
  const validate = contract.responseValidator(method, path, response.status);
  if (!validate(json)) {
    throw new Error(
      `${method} ${path} ${response.status} breaks openapi.yaml: ${JSON.stringify(validate.errors)}`,
    );
  }
  return { httpStatus: response.status, json: json as T };
}

const post = <T = ErrorBody>(path: string, json?: unknown) =>
  call<T>("POST", path, json === undefined ? {} : { json });
const countryCat = async () =>
  (await post<ListBody<CountryCat>>("/api/getCountryCat")).json.data.data.data;
const currencyInfo = async () =>
  (await post<CurrencyInfoBody>("/api/layout/getCurrencyinfo")).json.data;
const siteConfig = async () =>
  (await post<SiteConfigBody>("/api/general/getSiteConfig")).json.data.data;
const geolocation = async (body?: unknown) =>
  (await post<GeolocationBody>("/api/general/getGeolocationByIp", body)).json.data;
const english = new Intl.Collator("en", { sensitivity: "variant" });

beforeAll(async () => {
  await copyPreparedDatabase(dataDir, { scryptCost: 1024 });
  upstream = await start();
}, 60_000);

afterAll(async () => {
  await upstream?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the contract document", () => {
  it("compiles every component schema and every documented response", () => {
    for (const name of Object.keys(contract.doc.components.schemas))
      expect(contract.schemaValidator(name)).toBeInstanceOf(Function);
    for (const [path, item] of Object.entries(contract.doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const status of Object.keys(operation.responses)) {
          expect(contract.responseValidator(method, path, Number(status))).toBeInstanceOf(Function);
        }
      }
    }
  });

  it("documents exactly the routes the server serves", () => {
    const served = buildRoutes(upstream.db, loadUpstreamConfig({})).map(
      (r) => `${r.method} ${r.path}`,
    );
    expect([...served].sort()).toEqual([...contract.operations()].sort());
  });
});

describe("countries", () => {
  it("lists about 250 countries ordered by name, United States the only default with id 235", async () => {
    const list = await countryCat();
    expect(list.length).toBeGreaterThanOrEqual(245);
    expect(list.length).toBeLessThanOrEqual(260);
    const names = list.map((c) => c.countryName);
    expect(names).toEqual([...names].sort(english.compare));
    const defaults = list.filter((c) => c.default_country === "true");
    expect(defaults).toEqual([
      {
        countryId: 235,
        countryName: "United States",
        countryCode: "US",
        countryFlag: "🇺🇸",
        isdCode: "+1",
        distanceUnit: "Miles",
        tempUnit: "F",
        default_country: "true",
      },
    ]);
    expect(new Set(list.map((c) => c.countryId)).size).toBe(list.length);
    expect(list.find((c) => c.countryCode === "GB")).toMatchObject({
      isdCode: "+44",
      distanceUnit: "Miles",
      tempUnit: "C",
    });
    expect(list.find((c) => c.countryCode === "FR")).toMatchObject({
      isdCode: "+33",
      distanceUnit: "Km",
      tempUnit: "C",
    });
  });

  it("has Trinidad and Tobago three times (TTD, TTO, TT), each +1-868", async () => {
    const trinidad = (await countryCat()).filter((c) => c.countryName === "Trinidad and Tobago");
    expect(trinidad.map((c) => c.countryCode).sort()).toEqual(["TT", "TTD", "TTO"]);
    expect(trinidad.map((c) => c.isdCode)).toEqual(["+1-868", "+1-868", "+1-868"]);
  });

  it("serves the short list with the same ids and order", async () => {
    const cat = await countryCat();
    const short = (await post<ListBody<Country>>("/api/general/getCountry")).json.data.data.data;
    expect(short.map((c) => [c.countryId, c.countryCode])).toEqual(
      cat.map((c) => [c.countryId, c.countryCode]),
    );
  });
});

describe("nationalities", () => {
  it.each(["/api/getNationalityCat", "/api/general/getNationalities"])(
    "%s lists demonyms with American id 1",
    async (path) => {
      const list = (await post<ListBody<Nationality>>(path)).json.data.data.data;
      expect(list.length).toBeGreaterThan(200);
      expect(list.find((n) => n.nationalityId === 1)).toEqual({
        nationalityId: 1,
        nationalityName: "American",
        nationalityCode: "US",
      });
      const names = list.map((n) => n.nationalityName);
      expect(new Set(names).size).toBe(names.length);
      expect(names).toEqual([...names].sort(english.compare));
    },
  );
});

describe("currency info", () => {
  it("lists currencies (USD id 9) and languages (en-US id 1 with its labels), preferring USD and en-US", async () => {
    const { currencies, languages, preferredCurrency, preferredLanguage } = await currencyInfo();
    expect(currencies.find((c) => c.code === "USD")).toEqual({
      id: 9,
      name: "US Dollar",
      code: "USD",
      status: 1,
      flag: "🇺🇸",
    });
    expect(currencies.find((c) => c.code === "EUR")).toMatchObject({ status: 1, flag: "🇪🇺" });
    expect(currencies.find((c) => c.code === "XAU")).toMatchObject({ status: 0 });
    expect(languages.map((l) => [l.id, l.code, l.name])).toEqual([
      [1, "en-US", "English"],
      [2, "es-ES", "Español"],
    ]);
    const file = JSON.parse(readFileSync(join(LABELS_DIR, "en-US.json"), "utf8")) as Record<
      string,
      string
    >;
    const served = Object.fromEntries(
      (languages[0]?.labels ?? []).map((l) => [l.field_name, l.wl_lang_value]),
    );
    expect(served).toEqual(file);
    expect(preferredCurrency).toEqual({ id: 9, code: "USD" });
    expect(preferredLanguage).toEqual({ id: 1, code: "en-US" });
  });

  it("answers with the organisation's configured currency and language once set", async () => {
    await upstream.db.query(
      "UPDATE organisations SET preferred_currency_id = (SELECT currency_id FROM currencies WHERE code = 'EUR'), preferred_language_id = 2 WHERE org_id = 1",
    );
    try {
      const info = await currencyInfo();
      expect(info.preferredCurrency.code).toBe("EUR");
      expect(info.preferredLanguage).toEqual({ id: 2, code: "es-ES" });
    } finally {
      await upstream.db.query(
        "UPDATE organisations SET preferred_currency_id = NULL, preferred_language_id = NULL WHERE org_id = 1",
      );
    }
  });
});

describe("currency rates", () => {
  const rate = async (body: unknown) =>
    (await post<CurrencyRateBody>("/api/general/getCurrencyRate", body)).json.data.data;
  const answer = (body: unknown) =>
    post<ErrorBody & { data?: unknown }>("/api/general/getCurrencyRate", body);

  it("rates USD to USD at 1 and USD to EUR sanely, dated like the snapshot", async () => {
    const same = await rate({ fromCurrency: "USD", toCurrency: "USD" });
    expect(same).toMatchObject({ fromCurrency: "USD", toCurrency: "USD", roeRate: 1, roes: [] });
    const eur = await rate({ toCurrency: "eur" });
    expect(eur.fromCurrency).toBe("USD");
    expect(eur.roeRate).toBeGreaterThan(0.5);
    expect(eur.roeRate).toBeLessThan(1.5);
    expect(eur.rateDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const back = (await rate({ fromCurrency: "EUR", toCurrency: "USD" })).roeRate;
    expect((back ?? 0) * (eur.roeRate ?? 0)).toBeCloseTo(1, 8);
  });

  it("fills roes only when all is true, and roeRate stays null without toCurrency", async () => {
    const none = await rate({});
    expect(none).toMatchObject({ fromCurrency: "USD", toCurrency: null, roeRate: null, roes: [] });
    const all = await rate({ fromCurrency: "EUR", all: true });
    expect(all.roes.length).toBeGreaterThan(100);
    expect(all.roes.find((r) => r.currency === "EUR")?.rate).toBe(1);
  });

  it("reports an unknown currency with status 0", async () => {
    expect((await answer({ fromCurrency: "XYZ" })).json).toEqual({
      status: 0,
      message: "Unknown currency XYZ",
      data: { data: null },
    });
    expect((await answer({ toCurrency: "ABC" })).json.message).toBe("Unknown currency ABC");
  });

  it("rejects a field of the wrong type with 400", async () => {
    const { httpStatus, json } = await answer({ all: "yes" });
    expect(httpStatus).toBe(400);
    expect(json).toEqual({ status: 0, message: "all must be true or false" });
  });
});

describe("addresses and geolocation", () => {
  it("get-ip gives the first X-Forwarded-For entry, else the socket address", async () => {
    const forwarded = await call<{ ip: string }>("GET", "/api/get-ip", {
      headers: { "x-forwarded-for": "203.0.113.7, 10.0.0.1" },
    });
    expect(forwarded.json).toEqual({ ip: "203.0.113.7" });
    expect((await call<{ ip: string }>("GET", "/api/get-ip")).json).toEqual({ ip: "127.0.0.1" });
  });

  it("locates public addresses and gives nulls for private ones", async () => {
    expect(await geolocation({ ip: "8.8.8.8" })).toEqual({
      ip: "8.8.8.8",
      countryCode: "US",
      countryId: 235,
      currencyCode: "USD",
    });
    expect(await geolocation({ ip: "81.2.69.160" })).toMatchObject({
      countryCode: "GB",
      currencyCode: "GBP",
    });
    expect(await geolocation()).toEqual({
      ip: "127.0.0.1",
      countryCode: null,
      countryId: null,
      currencyCode: null,
    });
  });

  it("uses the forwarded address when no ip is given, and rejects an invalid one", async () => {
    const forwarded = await call<GeolocationBody>("POST", "/api/general/getGeolocationByIp", {
      headers: { "x-forwarded-for": "81.2.69.160" },
    });
    expect(forwarded.json.data.countryCode).toBe("GB");
    const bad = await post("/api/general/getGeolocationByIp", { ip: "not-an-ip" });
    expect(bad).toEqual({
      httpStatus: 400,
      json: { status: 0, message: "ip must be an IPv4 or IPv6 address" },
    });
  });
});

describe("site configuration", () => {
  it("serves the seeded organisation with every product", async () => {
    const config = await siteConfig();
    expect(config).toMatchObject({
      orgId: 1,
      calendarType: "gregorian",
      minCheckinDays: 2,
      weekStart: 0,
      displayPrice: 1,
      enableGoogleLogin: 1,
      enableFacebookLogin: 1,
      enableAccessCode: 1,
      allowBookingWithoutSession: 0,
      org_site_wallet: "Discount Cards,Certificates,Cash Card",
      externalSites: {
        allInclusive: "https://allinclusive.example.com",
        trips: "https://trips.example.com",
      },
    });
    expect(config.eligibleProducts.map((p) => p.product_code)).toEqual([
      "DTPS",
      "HLTGD",
      "HLT",
      "SBM",
      "PKG",
      "STY",
      "CND",
      "RST",
      "WEK",
      "CRU",
      "FLT",
      "CAR",
      "TRA",
      "ACT",
    ]);
  });

  it("reflects an updated organisation row, and the database refuses an invalid wallet list", async () => {
    await upstream.db.query("UPDATE organisations SET min_checkin_days = 5 WHERE org_id = 1");
    try {
      expect((await siteConfig()).minCheckinDays).toBe(5);
    } finally {
      await upstream.db.query("UPDATE organisations SET min_checkin_days = 2 WHERE org_id = 1");
    }
    await expect(
      upstream.db.query("UPDATE organisations SET org_site_wallet = 'Gift Cards' WHERE org_id = 1"),
    ).rejects.toThrow();
  });
});

describe("errors", () => {
  it("answers malformed JSON with 400", async () => {
    const response = await call("POST", "/api/getCountryCat", { body: "{oops" });
    expect(response).toEqual({
      httpStatus: 400,
      json: { status: 0, message: "Malformed JSON body" },
    });
  });

  it("answers a body that is not an object with 400, and no body with 200", async () => {
    expect((await call("POST", "/api/getCountryCat", { body: "[1]" })).httpStatus).toBe(400);
    expect((await call("POST", "/api/getCountryCat")).httpStatus).toBe(200);
  });

  it("answers an unknown path with 404 and a wrong method with 405", async () => {
    const missing = await fetch(`${upstream.url}/api/nope`, { method: "POST" });
    expect(missing.status).toBe(404);
    const error = contract.schemaValidator("ErrorResponse");
    const body: unknown = await missing.json();
    expect(error(body)).toBe(true);
    expect(body).toEqual({ status: 0, message: "Not found" });
    const wrongMethod = await fetch(`${upstream.url}/api/getCountryCat`);
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get("allow")).toBe("POST");
  });

  it("refuses a body openapi.yaml's requestBody schema refuses with 400, naming the field", async () => {
    const error = contract.schemaValidator("ErrorResponse");
    for (const [path, body, message] of [
      ["/api/general/getGeolocationByIp", { ip: 7 }, "ip must be string"],
      ["/api/auth/changePassword", { key: ["k"], password: "x" }, "key must be string"],
      ["/api/agent/getClientList", { token: 7 }, "token must be string"],
    ] as const) {
      const response = await call("POST", path, { body: JSON.stringify(body) });
      expect([path, response]).toEqual([path, { httpStatus: 400, json: { status: 0, message } }]);
      expect(error(response.json)).toBe(true);
    }
  });

  it("reports health", async () => {
    expect((await call<{ ok: true }>("GET", "/healthz")).json).toEqual({ ok: true });
  });
});

describe("the database", () => {
  it("rolls a failed transaction back", async () => {
    const failing = upstream.db.transaction(async (tx) => {
      await tx.query("UPDATE organisations SET org_name = 'Changed' WHERE org_id = 1");
      throw new Error("stop");
    });
    await expect(failing).rejects.toThrow("stop");
    expect((await siteConfig()).orgName).not.toBe("Changed");
  });
});

describe("labels", () => {
  it("re-syncs labels from the files: changed keys updated, new ones added, removed ones deleted", async () => {
    const dir = mkdtempSync(join(tmpdir(), "upstream-labels-"));
    try {
      writeFileSync(
        join(dir, "en-US.json"),
        JSON.stringify({ "menu.hotel": "Hotels & Resorts", "test.new": "New" }),
      );
      writeFileSync(join(dir, "es-ES.json"), readFileSync(join(LABELS_DIR, "es-ES.json")));
      await syncLabels(upstream.db, quietLogger, dir);
      const en = (await currencyInfo()).languages[0]?.labels;
      expect(en).toEqual([
        { field_name: "menu.hotel", wl_lang_value: "Hotels & Resorts" },
        { field_name: "test.new", wl_lang_value: "New" },
      ]);
    } finally {
      await syncLabels(upstream.db, quietLogger);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("restart on the same data directory", () => {
  it("applies no migration twice and does not duplicate the seed", async () => {
    const count = async (table: string) =>
      (await upstream.db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ${table}`))[0]?.n;
    const tables = [
      "countries",
      "nationalities",
      "currencies",
      "exchange_rates",
      "languages",
      "language_labels",
      "organisations",
      "products",
      "accounts",
      "access_codes",
      "invitations",
      "referral_campaigns",
      "referrals",
      "referral_actions",
      "loyalty_programmes",
      "loyalty_rewards",
      "offers",
      "payment_cards",
    ];
    const before = await Promise.all(tables.map(count));
    const migrations = await count("schema_migrations");
    const seeds = await count("seed_runs");
    await upstream.close();
    upstream = await start();
    expect(await Promise.all(tables.map(count))).toEqual(before);
    expect(await count("schema_migrations")).toBe(migrations);
    expect(await count("seed_runs")).toBe(seeds);
    const list = await countryCat();
    expect(list.filter((c) => c.default_country === "true")).toHaveLength(1);
  }, 30_000);
});

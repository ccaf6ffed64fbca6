// Per-request loaders: at most one upstream call per endpoint per GraphQL request, fallbacks
// when every endpoint hangs, and the request id / visitor IP forwarded upstream.
import { http } from "msw";
import { startTestGateway, type TestGateway } from "./testing/test-gateway";
import { TEST_UPSTREAM_URL } from "./testing/upstream-handlers";
import { useUpstreamMock } from "./testing/upstream-mock";

const upstream = useUpstreamMock();
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());
afterEach(() => gateway.clearLogs());

const EVERYTHING = `{
  countries { id name }
  us: country(id: "235") { name }
  gb: country(id: "234") { name }
  nationalities { name }
  am: nationalities(startsWith: "am") { name }
  currencies { code }
  languages { code }
  language(code: "es-ES") { name }
  localeInfo { currentCurrency { code } currentLanguage { code } defaultCurrency { code } }
  exchangeRates { currency rate }
  gbpRates: exchangeRates(base: "GBP") { currency }
  exchangeRate(from: "EUR", to: "GBP")
  convert(amount: 10, from: "USD", to: "JPY") { amount currency }
  siteConfig { orgId }
  productMenu { key }
}`;

describe("per-request loaders", () => {
  it("call each upstream endpoint once for a query that needs it many times", async () => {
    const { body } = await gateway.graphql(EVERYTHING);
    expect(body.errors).toBeUndefined();
    expect(body.data).toMatchObject({
      us: { name: "United States" },
      gb: { name: "United Kingdom" },
      am: [{ name: "American" }],
      language: { name: "Español" },
      exchangeRate: 0.869565217391,
      convert: { amount: 1500, currency: "JPY" },
      siteConfig: { orgId: "42" },
    });
    expect(upstream.calls()).toEqual({
      "POST /api/getCountryCat": 1,
      "POST /api/getNationalityCat": 1,
      "POST /api/layout/getCurrencyinfo": 1,
      "POST /api/general/getCurrencyRate": 1,
      "POST /api/general/getSiteConfig": 1,
    });
  });

  it("are new for every request (nothing is cached across requests)", async () => {
    await gateway.graphql("{ countries { id } }");
    await gateway.graphql("{ countries { id } }");
    expect(upstream.calls()).toEqual({ "POST /api/getCountryCat": 2 });
  });

  it("call nothing for fields that need no upstream data", async () => {
    await gateway.graphql("{ ok }");
    expect(upstream.calls()).toEqual({});
  });

  it("forward the request id and the visitor IP to the upstream", async () => {
    const seen: Record<string, string | null>[] = [];
    upstream.server.events.on("request:start", ({ request }) => {
      if (!request.url.startsWith(TEST_UPSTREAM_URL)) return;
      seen.push({
        requestId: request.headers.get("x-request-id"),
        forwardedFor: request.headers.get("x-forwarded-for"),
      });
    });
    await gateway.graphql("{ countries { id } siteConfig { orgId } }", {
      headers: { "x-request-id": "trace-abc.123" },
    });
    expect(seen).toEqual([
      { requestId: "trace-abc.123", forwardedFor: "127.0.0.1" },
      { requestId: "trace-abc.123", forwardedFor: "127.0.0.1" },
    ]);
  });
});

describe("when every upstream endpoint hangs", () => {
  it("answers within the timeout with every fallback and one warning per endpoint", async () => {
    const slow = await startTestGateway({ upstreamTimeoutMs: 200 });
    try {
      upstream.server.use(http.all(`${TEST_UPSTREAM_URL}/*`, () => new Promise<never>(() => {})));
      const started = Date.now();
      const { status, body, headers } = await slow.graphql(EVERYTHING);
      const elapsed = Date.now() - started;
      expect(status).toBe(200);
      expect(elapsed).toBeGreaterThanOrEqual(190);
      expect(elapsed).toBeLessThan(1500);
      expect(body.errors).toBeUndefined();
      expect(body.data).toMatchObject({
        countries: [],
        us: null,
        nationalities: [{ name: "American" }],
        currencies: [{ code: "USD" }],
        languages: [{ code: "en-US" }],
        language: null,
        localeInfo: {
          currentCurrency: { code: "USD" },
          currentLanguage: { code: "en-US" },
          defaultCurrency: { code: "USD" },
        },
        exchangeRates: null,
        exchangeRate: null,
        convert: null,
        siteConfig: { orgId: "0" },
        productMenu: [{ key: "dailydeals" }],
      });
      const requestId = headers.get("x-request-id");
      const warnings = slow.logs().filter((l) => l.level === "warn");
      expect(warnings.map((w) => w.upstreamPath).sort()).toEqual([
        "/api/general/getCurrencyRate",
        "/api/general/getSiteConfig",
        "/api/getCountryCat",
        "/api/getNationalityCat",
        "/api/layout/getCurrencyinfo",
      ]);
      for (const warning of warnings) {
        expect(warning).toMatchObject({ requestId, errorKind: "timeout" });
      }
    } finally {
      await slow.close();
    }
  });
});

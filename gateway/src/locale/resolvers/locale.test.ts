import { http, HttpResponse } from "msw";
import { startTestGateway, type TestGateway } from "../../testing/test-gateway";
import { db } from "../../testing/upstream-db";
import { TEST_UPSTREAM_URL } from "../../testing/upstream-handlers";
import { useUpstreamMock } from "../../testing/upstream-mock";

const upstream = useUpstreamMock();
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());
afterEach(() => gateway.clearLogs());

const failWith500 = (path: string) =>
  http.post(`${TEST_UPSTREAM_URL}${path}`, () =>
    HttpResponse.json({ status: 0, message: "Internal error" }, { status: 500 }),
  );

describe("Query.currencies and Query.languages", () => {
  it("lists currencies ordered by code with their fields", async () => {
    const { body } = await gateway.graphql("{ currencies { id code name active flag } }");
    const currencies = body.data?.currencies as { code: string }[];
    expect(currencies.map((c) => c.code)).toEqual(["EUR", "GBP", "JPY", "USD"]);
    expect(currencies[3]).toMatchObject({ id: "9", active: true });
    const all = await gateway.graphql(
      "{ currencies(includeInactive: true) { id code name active flag } }",
    );
    expect((all.body.data?.currencies as unknown[])[0]).toEqual({
      id: "30",
      code: "CHF",
      name: "Swiss Franc",
      active: false,
      flag: "🇨🇭",
    });
  });

  it("gives each currency's narrow symbol in the visitor's language, its code when it has none", async () => {
    const query = "{ currencies(includeInactive: true) { code symbol } }";
    const { body } = await gateway.graphql(query);
    const symbols = Object.fromEntries(
      (body.data?.currencies as { code: string; symbol: string }[]).map((c) => [c.code, c.symbol]),
    );
    expect(symbols).toEqual({ CHF: "CHF", EUR: "€", GBP: "£", JPY: "¥", USD: "$" });
    const japanese = await gateway.graphql(query, { cookies: { language: "ja-JP" } });
    expect(japanese.body.data?.currencies).toContainEqual({ code: "JPY", symbol: "￥" });
    const unusable = await gateway.graphql(query, { cookies: { language: "not a language" } });
    expect(unusable.body.data?.currencies).toContainEqual({ code: "EUR", symbol: "€" });
  });

  it("lists languages with their labels as key/value pairs", async () => {
    const { body } = await gateway.graphql("{ languages { id code name labels { key value } } }");
    expect(body.data?.languages).toEqual([
      { id: "1", code: "en-US", name: "English", labels: [{ key: "menu.hotel", value: "Hotels" }] },
      {
        id: "2",
        code: "es-ES",
        name: "Español",
        labels: [{ key: "menu.hotel", value: "Hoteles" }],
      },
    ]);
  });

  it("finds one language by code, or null", async () => {
    const { body } = await gateway.graphql(
      '{ es: language(code: "es-es") { id name } xx: language(code: "xx-XX") { id } }',
    );
    expect(body.data).toEqual({ es: { id: "2", name: "Español" }, xx: null });
  });
});

describe("Query.localeInfo", () => {
  const QUERY = `{ localeInfo {
    currencies { code } languages { code }
    defaultCurrency { id code } defaultLanguage { id code }
    currentCurrency { code } currentLanguage { code }
  } }`;

  it("gives the organisation's defaults as the current choice without cookies", async () => {
    db.preferredCurrency = { id: 3, code: "EUR" };
    const { body } = await gateway.graphql(QUERY);
    expect(body.data?.localeInfo).toEqual({
      currencies: ["EUR", "GBP", "JPY", "USD"].map((code) => ({ code })),
      languages: [{ code: "en-US" }, { code: "es-ES" }],
      defaultCurrency: { id: "3", code: "EUR" },
      defaultLanguage: { id: "1", code: "en-US" },
      currentCurrency: { code: "EUR" },
      currentLanguage: { code: "en-US" },
    });
  });

  it("reads the current currency and language from the currency_code and language cookies", async () => {
    const { body } = await gateway.graphql(QUERY, {
      cookies: { currency_code: "GBP", language: "es-ES" },
    });
    expect(body.data?.localeInfo).toMatchObject({
      defaultCurrency: { code: "USD" },
      currentCurrency: { code: "GBP" },
      currentLanguage: { code: "es-ES" },
    });
  });

  it("falls back to the defaults when the cookies name unknown or inactive entries", async () => {
    const { body } = await gateway.graphql(QUERY, {
      cookies: { currency_code: "CHF", language: "fr-FR" },
    });
    expect(body.data?.localeInfo).toMatchObject({
      currentCurrency: { code: "USD" },
      currentLanguage: { code: "en-US" },
    });
  });

  it("falls back to USD (id 9) and en-US (id 1) when the upstream fails, and logs it", async () => {
    upstream.server.use(failWith500("/api/layout/getCurrencyinfo"));
    const { body, headers } = await gateway.graphql(
      `{ currencies { code } language(code: "es-ES") { id } ${QUERY.slice(1, -1)} }`,
      { cookies: { currency_code: "EUR" } },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      currencies: [{ code: "USD" }],
      language: null,
      localeInfo: {
        currencies: [{ code: "USD" }],
        languages: [{ code: "en-US" }],
        defaultCurrency: { id: "9", code: "USD" },
        defaultLanguage: { id: "1", code: "en-US" },
        currentCurrency: { code: "USD" },
        currentLanguage: { code: "en-US" },
      },
    });
    expect(gateway.logs().filter((l) => l.level === "warn")).toEqual([
      expect.objectContaining({
        requestId: headers.get("x-request-id"),
        upstreamPath: "/api/layout/getCurrencyinfo",
        errorKind: "bad_response",
      }),
    ]);
  });
});

describe("exchange queries", () => {
  it("lists rates from USD by default and from another base on request", async () => {
    const { body } = await gateway.graphql(
      '{ usd: exchangeRates { currency rate } gbp: exchangeRates(base: "gbp") { currency rate } }',
    );
    expect(body.data?.usd).toEqual([
      { currency: "EUR", rate: 0.92 },
      { currency: "GBP", rate: 0.8 },
      { currency: "JPY", rate: 150 },
      { currency: "USD", rate: 1 },
    ]);
    expect(body.data?.gbp).toEqual([
      { currency: "EUR", rate: 1.15 },
      { currency: "GBP", rate: 1 },
      { currency: "JPY", rate: 187.5 },
      { currency: "USD", rate: 1.25 },
    ]);
  });

  it("asks the upstream for every rate from USD", async () => {
    let sent: unknown;
    upstream.server.events.on("request:start", async ({ request }) => {
      if (request.url.endsWith("/getCurrencyRate")) sent = await request.clone().json();
    });
    await gateway.graphql('{ exchangeRate(from: "EUR", to: "GBP") }');
    expect(sent).toEqual({ fromCurrency: "USD", all: true });
  });

  it("gives the rate between two currencies, null when one is unknown", async () => {
    const { body } = await gateway.graphql(
      '{ a: exchangeRate(from: "EUR", to: "JPY") b: exchangeRate(from: "USD", to: "XYZ") }',
    );
    expect(body.data).toEqual({ a: 163.043478261, b: null });
  });

  it("converts an amount rounded to the target's minor unit", async () => {
    const { body } = await gateway.graphql(`{
      eur: convert(amount: 100, from: "USD", to: "EUR") { amount currency }
      jpy: convert(amount: 10, from: "EUR", to: "JPY") { amount currency }
      none: convert(amount: 1, from: "XYZ", to: "USD") { amount }
    }`);
    expect(body.data).toEqual({
      eur: { amount: 92, currency: "EUR" },
      jpy: { amount: 1630, currency: "JPY" },
      none: null,
    });
  });

  it("writes Money as an exact decimal and formatted text, in the visitor's language", async () => {
    const query = `{
      usd: convert(amount: 0.30000000000000004, from: "USD", to: "USD") { decimal formatted currency }
      eur: convert(amount: 100, from: "USD", to: "EUR") { decimal formatted }
      jpy: convert(amount: 10, from: "EUR", to: "JPY") { decimal formatted }
    }`;
    const { body } = await gateway.graphql(query);
    expect(body.data).toEqual({
      usd: { decimal: "0.30", formatted: "$0.30", currency: "USD" },
      eur: { decimal: "92.00", formatted: "€92.00" },
      jpy: { decimal: "1630", formatted: "¥1,630" },
    });
    const german = await gateway.graphql(query, { cookies: { language: "de-DE" } });
    expect(german.body.data).toMatchObject({
      eur: { decimal: "92.00", formatted: "92,00\u00a0€" },
      jpy: { decimal: "1630", formatted: "1.630\u00a0¥" },
    });
    const unusable = await gateway.graphql(query, { cookies: { language: "not a language" } });
    expect(unusable.body.data).toMatchObject({ eur: { formatted: "€92.00" } });
  });

  it("rejects a malformed currency code as bad user input", async () => {
    const { body } = await gateway.graphql('{ exchangeRate(from: "EURO", to: "USD") }');
    expect(body.data).toEqual({ exchangeRate: null });
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'Argument "from" must be a 3-letter ISO 4217 currency code, got "EURO"',
        extensions: expect.objectContaining({ code: "BAD_USER_INPUT" }),
      }),
    ]);
  });

  it.each([
    ["HTTP 500", failWith500("/api/general/getCurrencyRate"), "bad_response"],
    [
      "malformed JSON",
      http.post(`${TEST_UPSTREAM_URL}/api/general/getCurrencyRate`, () =>
        HttpResponse.text("{oops", { headers: { "content-type": "application/json" } }),
      ),
      "bad_response",
    ],
    [
      "status 0",
      http.post(`${TEST_UPSTREAM_URL}/api/general/getCurrencyRate`, () =>
        HttpResponse.json({ status: 0, message: "Unknown currency USD", data: { data: null } }),
      ),
      "bad_response",
    ],
    [
      "a network error",
      http.post(`${TEST_UPSTREAM_URL}/api/general/getCurrencyRate`, () => HttpResponse.error()),
      "unavailable",
    ],
  ])("gives null rates on %s, logging the failure", async (_label, handler, kind) => {
    upstream.server.use(handler);
    const { body } = await gateway.graphql(`{
      exchangeRates { currency }
      exchangeRate(from: "USD", to: "EUR")
      convert(amount: 1, from: "USD", to: "EUR") { amount }
    }`);
    expect(body).toEqual({ data: { exchangeRates: null, exchangeRate: null, convert: null } });
    expect(gateway.logs().filter((l) => l.level === "warn")).toEqual([
      expect.objectContaining({ upstreamPath: "/api/general/getCurrencyRate", errorKind: kind }),
    ]);
  });
});

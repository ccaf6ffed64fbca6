// Mutation.updatePreferences and Query.visitorDefaults over the mocked upstream, and the stored
// preferences handed to the browser at sign-in: typed refusals, cookies, fallbacks (logged).
import { http, HttpResponse } from "msw";
import { startTestGateway, type TestGateway } from "../../testing/test-gateway";
import { accountsDb } from "../../testing/upstream-db";
import { TEST_UPSTREAM_URL } from "../../testing/upstream-handlers";
import { useUpstreamMock } from "../../testing/upstream-mock";

const upstream = useUpstreamMock();
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ upstreamTimeoutMs: 300, trustProxy: true });
});
afterAll(() => gateway.close());
afterEach(() => gateway.clearLogs());

const UPDATE = `mutation U($input: UpdatePreferencesInput!) {
  updatePreferences(input: $input) { currencyCode language errors { field code message } } }`;
const DEFAULTS = `{ visitorDefaults { countryId countryCode currency { id code } source } }`;
const SIGN_IN = `mutation S($input: SignInInput!) {
  signIn(input: $input) { viewer { id currencyCode language } errors { code } } }`;

type Payload = {
  currencyCode: string | null;
  language: string | null;
  errors: { field: string | null; code: string; message: string }[];
};

function session(userId = 7, token = `tok-prefs-${userId}`) {
  accountsDb.sessions[token] = userId;
  return { authorization: `Bearer ${token}` };
}

async function update(input: Record<string, unknown>, headers: Record<string, string> = session()) {
  const result = await gateway.graphql(UPDATE, { variables: { input }, headers });
  expect(result.body.errors).toBeUndefined();
  return { payload: result.body.data?.updatePreferences as Payload, headers: result.headers };
}

const upstreamUpdates = () =>
  accountsDb.received.filter((r) => r.path === "/api/profile/updatePrefCurrLang");
const zoe = () => accountsDb.accounts.find((a) => a.userId === 7);

describe("Mutation.updatePreferences", () => {
  it("stores the currency and language upstream and sets both cookies (readable by the page)", async () => {
    const { payload, headers } = await update({ currencyCode: "eur", language: "es-es" });
    expect(payload).toEqual({ currencyCode: "EUR", language: "es-ES", errors: [] });
    expect(upstreamUpdates()).toEqual([
      {
        path: "/api/profile/updatePrefCurrLang",
        body: { currency_code: "EUR", language: "es-es" },
        authorization: "Bearer tok-prefs-7",
      },
    ]);
    expect(zoe()).toMatchObject({ currency_code: "EUR", language: "es-ES" });
    const cookies = headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toMatch(
      /^currency_code=EUR; Max-Age=31536000; Path=\/; Expires=.*; SameSite=Lax$/,
    );
    expect(cookies[1]).toMatch(/^language=es-ES; /);
    for (const cookie of cookies) expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it("changes one preference alone", async () => {
    const { payload } = await update({ currencyCode: "GBP" });
    expect(payload).toEqual({ currencyCode: "GBP", language: "en-US", errors: [] });
    expect(upstreamUpdates()[0]?.body).toEqual({ currency_code: "GBP", language: null });
  });

  it("refuses a signed-out visitor without calling the upstream", async () => {
    const { payload, headers } = await update({ currencyCode: "EUR" }, {});
    expect(payload.errors).toEqual([
      {
        field: null,
        code: "SIGN_IN_REQUIRED",
        message: "Please sign in to save your preferences.",
      },
    ]);
    expect(upstreamUpdates()).toEqual([]);
    expect(headers.getSetCookie()).toEqual([]);
  });

  it("refuses malformed codes with typed field errors, without calling the upstream", async () => {
    const { payload } = await update({ currencyCode: "EURO", language: "<b>" });
    expect(payload.errors.map((e) => [e.field, e.code])).toEqual([
      ["currencyCode", "UNKNOWN_CURRENCY"],
      ["language", "UNKNOWN_LANGUAGE"],
    ]);
    expect((await update({})).payload.errors.map((e) => e.code)).toEqual(["NOTHING_TO_CHANGE"]);
    expect(upstreamUpdates()).toEqual([]);
  });

  it("passes on the upstream's refusal of codes the site does not offer, storing nothing", async () => {
    const inactive = await update({ currencyCode: "CHF" });
    expect(inactive.payload).toMatchObject({
      currencyCode: null,
      errors: [{ field: "currencyCode", code: "UNKNOWN_CURRENCY" }],
    });
    expect(inactive.headers.getSetCookie()).toEqual([]);
    const language = await update({ currencyCode: "EUR", language: "fr-FR" });
    expect(language.payload.errors).toEqual([
      {
        field: "language",
        code: "UNKNOWN_LANGUAGE",
        message: "This language is not offered on this site.",
      },
    ]);
    expect(zoe()).toMatchObject({ currency_code: "USD", language: "en-US" });
  });

  it("asks an expired session to sign in again", async () => {
    const { payload } = await update({ currencyCode: "EUR" }, { authorization: "Bearer gone" });
    expect(payload.errors.map((e) => e.code)).toEqual(["SIGN_IN_REQUIRED"]);
  });

  it("answers UPSTREAM_UNAVAILABLE when the upstream fails, and logs it", async () => {
    upstream.server.use(
      http.post(`${TEST_UPSTREAM_URL}/api/profile/updatePrefCurrLang`, () =>
        HttpResponse.text("boom", { status: 500 }),
      ),
    );
    const { payload } = await update({ currencyCode: "EUR" });
    expect(payload.errors.map((e) => e.code)).toEqual(["UPSTREAM_UNAVAILABLE"]);
    expect(gateway.logs()).toContainEqual(
      expect.objectContaining({ level: "warn", msg: "preferences not stored" }),
    );
  });
});

describe("sign-in restores the stored preferences", () => {
  it("sets the currency_code and language cookies from the stored values (cookie delivery)", async () => {
    Object.assign(zoe() ?? {}, { currency_code: "JPY", language: "es-ES" });
    const result = await gateway.graphql(SIGN_IN, {
      variables: { input: { email: "zoe@example.com", password: "Secret1!" } },
    });
    expect(result.body.data?.signIn).toMatchObject({
      viewer: { id: "7", currencyCode: "JPY", language: "es-ES" },
    });
    const cookies = result.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith("session="))).toMatch(/HttpOnly/);
    expect(cookies.find((c) => c.startsWith("currency_code="))).toMatch(
      /^currency_code=JPY; Max-Age=31536000;/,
    );
    expect(cookies.find((c) => c.startsWith("language="))).toMatch(/^language=es-ES;/);
  });

  it("sets no cookie for a bearer delivery, and saves no browser language", async () => {
    const result = await gateway.graphql(SIGN_IN, {
      variables: {
        input: { email: "zoe@example.com", password: "Secret1!", tokenDelivery: "BEARER" },
      },
      cookies: { language: "es-ES" },
    });
    expect(result.headers.getSetCookie()).toEqual([]);
    expect(upstreamUpdates()).toEqual([]);
    expect(zoe()?.language).toBe("en-US");
  });
});

describe("sign-in keeps the language chosen in this browser", () => {
  const signInWith = async (cookies: Record<string, string>) => {
    const result = await gateway.graphql(SIGN_IN, {
      variables: { input: { email: "zoe@example.com", password: "Secret1!" } },
      cookies,
    });
    const cookie = (name: string) =>
      result.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
    return { signIn: result.body.data?.signIn, cookie };
  };

  it("keeps the browser's language over the stored one and saves it on the account", async () => {
    Object.assign(zoe() ?? {}, { currency_code: "JPY", language: "en-US" });
    const { signIn, cookie } = await signInWith({ language: "es-es", currency_code: "EUR" });
    expect(upstreamUpdates()).toEqual([
      {
        path: "/api/profile/updatePrefCurrLang",
        body: { currency_code: null, language: "es-es" },
        authorization: expect.stringMatching(/^Bearer tok-7-/),
      },
    ]);
    expect(zoe()).toMatchObject({ language: "es-ES", currency_code: "JPY" });
    // the viewer is read after the save; the currency stays the stored one
    expect(signIn).toMatchObject({ viewer: { language: "es-ES", currencyCode: "JPY" } });
    expect(cookie("language")).toMatch(/^language=es-ES; Max-Age=31536000;/);
    expect(cookie("currency_code")).toMatch(/^currency_code=JPY;/);
  });

  it("uses the stored language when this browser has none, saving nothing", async () => {
    Object.assign(zoe() ?? {}, { language: "es-ES" });
    const { signIn, cookie } = await signInWith({});
    expect(upstreamUpdates()).toEqual([]);
    expect(signIn).toMatchObject({ viewer: { language: "es-ES" } });
    expect(cookie("language")).toMatch(/^language=es-ES;/);
  });

  it("saves nothing when the browser's language is the stored one", async () => {
    Object.assign(zoe() ?? {}, { language: "es-ES" });
    const { cookie } = await signInWith({ language: "ES-es" });
    expect(upstreamUpdates()).toEqual([]);
    expect(cookie("language")).toMatch(/^language=es-ES;/);
  });

  it("lets the stored language apply when the browser's is malformed or not offered", async () => {
    Object.assign(zoe() ?? {}, { language: "es-ES" });
    const malformed = await signInWith({ language: "<script>" });
    expect(upstreamUpdates()).toEqual([]);
    expect(malformed.cookie("language")).toMatch(/^language=es-ES;/);

    const unknown = await signInWith({ language: "de-DE" });
    expect(upstreamUpdates().map((u) => u.body)).toEqual([
      { currency_code: null, language: "de-DE" },
    ]);
    expect(zoe()?.language).toBe("es-ES");
    expect(unknown.signIn).toMatchObject({ viewer: { language: "es-ES" } });
    expect(unknown.cookie("language")).toMatch(/^language=es-ES;/);
  });

  it("signs in anyway when the language cannot be saved, keeping the browser's (logged)", async () => {
    upstream.server.use(
      http.post(`${TEST_UPSTREAM_URL}/api/profile/updatePrefCurrLang`, () =>
        HttpResponse.text("boom", { status: 500 }),
      ),
    );
    const { signIn, cookie } = await signInWith({ language: "es-ES" });
    expect(signIn).toMatchObject({ viewer: { id: "7" }, errors: [] });
    // the browser's language cookie is left as it is; the stored one is not pushed over it
    expect(cookie("language")).toBeUndefined();
    expect(cookie("currency_code")).toMatch(/^currency_code=USD;/);
    expect(gateway.logs()).toContainEqual(
      expect.objectContaining({
        level: "warn",
        msg: "the browser's language not saved at sign-in",
      }),
    );
  });
});

describe("Query.visitorDefaults", () => {
  const defaults = async (ip?: string) => {
    const result = await gateway.graphql(DEFAULTS, {
      headers: ip === undefined ? {} : { "x-forwarded-for": ip },
    });
    expect(result.body.errors).toBeUndefined();
    return result.body.data?.visitorDefaults;
  };
  const geolocationCalls = () => upstream.calls()["POST /api/general/getGeolocationByIp"] ?? 0;

  it("locates the visitor's address (TRUST_PROXY) and uses its country's offered currency", async () => {
    expect(await defaults("81.2.69.160")).toEqual({
      countryId: "234",
      countryCode: "GB",
      currency: { id: "4", code: "GBP" },
      source: "GEOLOCATION",
    });
  });

  it("uses USD when the located country's currency is not offered", async () => {
    expect(await defaults("5.148.0.1")).toMatchObject({
      countryCode: "US",
      currency: { id: "9", code: "USD" },
      source: "GEOLOCATION",
    });
  });

  it("falls back to the United States (235) and USD for an address that cannot be located", async () => {
    expect(await defaults("10.1.2.3")).toEqual({
      countryId: "235",
      countryCode: "US",
      currency: { id: "9", code: "USD" },
      source: "FALLBACK",
    });
    expect(geolocationCalls()).toBe(1);
  });

  it.each([
    ["a 500", () => HttpResponse.text("boom", { status: 500 })],
    ["a timeout", () => new Promise<never>(() => {})],
    ["a malformed answer", () => HttpResponse.json({ status: 1, data: { ip: 5 } })],
  ])("falls back on %s, logged with the request id", async (_case, answer) => {
    upstream.server.use(http.post(`${TEST_UPSTREAM_URL}/api/general/getGeolocationByIp`, answer));
    const started = performance.now();
    expect(await defaults("81.2.69.160")).toMatchObject({
      countryId: "235",
      currency: { code: "USD" },
      source: "FALLBACK",
    });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(gateway.logs()).toContainEqual(
      expect.objectContaining({
        level: "warn",
        msg: "upstream call failed; using the fallback",
        upstreamPath: "/api/general/getGeolocationByIp",
        requestId: expect.any(String),
      }),
    );
  });
});

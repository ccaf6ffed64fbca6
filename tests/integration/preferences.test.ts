/**
 * Preferences through the real gateway and the real upstream: a currency and language saved in
 * one browser come back as cookies at the next sign-in in another, unless that browser has a
 * language of its own (kept and saved at sign-in); codes the site does not offer
 * are refused; a first visit's country and currency come from the address (TRUST_PROXY) with the
 * United States and USD when it cannot be located or the upstream fails (logged).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { RunningGateway } from "@travel/gateway";
import type { RunningUpstream } from "@travel/upstream";
import { freePort } from "../e2e/support/product";
import { graphqlAt, startTestGateway, startTestUpstream } from "../support/stack";

let upstream: RunningUpstream;
let gateway: RunningGateway;

beforeAll(async () => {
  upstream = await startTestUpstream("preferences");
  // behind a proxy: the visitor's address is the X-Forwarded-For one
  gateway = await startTestGateway(upstream.url, { TRUST_PROXY: "true" });
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
});

const graphql = graphqlAt(() => gateway.url);
const AGENT = { email: "agent@example.com", password: "Agent#2026" };

const SIGN_IN = `mutation ($input: SignInInput!) {
  signIn(input: $input) { viewer { email currencyCode language } errors { code } } }`;
const UPDATE = `mutation ($input: UpdatePreferencesInput!) {
  updatePreferences(input: $input) { currencyCode language errors { field code message } } }`;
const VIEWER_AND_LOCALE = `{ viewer { email currencyCode language }
  localeInfo { currentCurrency { code } currentLanguage { code } } }`;
const DEFAULTS = `{ visitorDefaults { countryId countryCode currency { id code } source } }`;

interface UpdateResult {
  updatePreferences: {
    currencyCode: string | null;
    language: string | null;
    errors: { field: string | null; code: string; message: string }[];
  };
}

/** name → value of a response's Set-Cookie headers, and their attributes by name. */
function cookiesOf(res: Response) {
  const values: Record<string, string> = {};
  const attributes: Record<string, string> = {};
  for (const line of res.headers.getSetCookie()) {
    const [pair = "", ...rest] = line.split(";");
    const [name = "", value = ""] = pair.split("=");
    values[name.trim()] = decodeURIComponent(value.trim());
    attributes[name.trim()] = rest.join(";");
  }
  return { values, attributes };
}

const jar = (cookies: Record<string, string>) => ({
  cookie: Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join("; "),
});

/** A browser sign-in with an empty cookie jar: the cookies it is given. */
async function signInFresh() {
  const { body, res } = await graphql<{ signIn: { viewer: Record<string, string> | null } }>(
    SIGN_IN,
    { input: AGENT },
  );
  expect(body.data.signIn.viewer).not.toBeNull();
  return cookiesOf(res);
}

describe("stored preferences", () => {
  afterAll(async () => {
    const { values } = await signInFresh();
    await graphql(UPDATE, { input: { currencyCode: "USD", language: "en-US" } }, jar(values));
  });

  it("follow the traveller to a sign-in from a fresh cookie jar", async () => {
    const first = await signInFresh();
    expect(first.values).toMatchObject({ currency_code: "USD", language: "en-US" });

    const { body, res } = await graphql<UpdateResult>(
      UPDATE,
      { input: { currencyCode: "eur", language: "es-ES" } },
      jar({ session: first.values.session ?? "" }),
    );
    expect(body.data.updatePreferences).toEqual({
      currencyCode: "EUR",
      language: "es-ES",
      errors: [],
    });
    expect(cookiesOf(res).values).toEqual({ currency_code: "EUR", language: "es-ES" });

    // another browser: nothing but what the sign-in sets
    const second = await signInFresh();
    expect(second.values).toMatchObject({ currency_code: "EUR", language: "es-ES" });
    expect(second.attributes.session).toMatch(/HttpOnly/i);
    for (const name of ["currency_code", "language"]) {
      expect(second.attributes[name]).not.toMatch(/HttpOnly/i);
      expect(second.attributes[name]).toMatch(/SameSite=Lax/i);
      expect(second.attributes[name]).toMatch(/Path=\//i);
    }
    const seen = await graphql<{
      viewer: { email: string; currencyCode: string; language: string };
      localeInfo: { currentCurrency: { code: string }; currentLanguage: { code: string } };
    }>(VIEWER_AND_LOCALE, {}, jar(second.values));
    expect(seen.body.data).toEqual({
      viewer: { email: AGENT.email, currencyCode: "EUR", language: "es-ES" },
      localeInfo: { currentCurrency: { code: "EUR" }, currentLanguage: { code: "es-ES" } },
    });
  });

  it("at sign-in, a language chosen in this browser wins and is saved; without one the stored applies", async () => {
    const { values } = await signInFresh();
    const stored = await graphql<UpdateResult>(
      UPDATE,
      { input: { language: "en-US" } },
      jar({ session: values.session ?? "" }),
    );
    expect(stored.body.data.updatePreferences.errors).toEqual([]);

    // a browser where the visitor picked Spanish (and has a located currency) signs in
    const { body, res } = await graphql<{ signIn: { viewer: Record<string, string> } }>(
      SIGN_IN,
      { input: AGENT },
      jar({ language: "es-ES", currency_code: "GBP" }),
    );
    const viewer = body.data.signIn.viewer;
    expect(viewer).toMatchObject({ language: "es-ES" });
    // the language is the browser's; the currency is the stored one
    expect(viewer.currencyCode).toBe(stored.body.data.updatePreferences.currencyCode);
    expect(cookiesOf(res).values).toMatchObject({
      language: "es-ES",
      currency_code: viewer.currencyCode,
    });

    // saved on the account: a browser without a choice now gets Spanish
    expect((await signInFresh()).values.language).toBe("es-ES");

    // a cookie naming a language the site does not offer gives way to the stored one
    const french = await graphql<{ signIn: { viewer: Record<string, string> } }>(
      SIGN_IN,
      { input: AGENT },
      jar({ language: "fr-FR" }),
    );
    expect(french.body.data.signIn.viewer).toMatchObject({ language: "es-ES" });
    expect(cookiesOf(french.res).values.language).toBe("es-ES");
  });

  it("refuses codes the site does not offer with typed errors, storing nothing", async () => {
    const { values } = await signInFresh();
    const session = jar({ session: values.session ?? "" });
    const [inactive] = await upstream.db.query<{ code: string }>(
      "SELECT code FROM currencies WHERE status = 0 ORDER BY code LIMIT 1",
    );
    const cases: [Record<string, unknown>, [string | null, string][]][] = [
      [{ currencyCode: "XYZ" }, [["currencyCode", "UNKNOWN_CURRENCY"]]],
      [{ currencyCode: inactive?.code }, [["currencyCode", "UNKNOWN_CURRENCY"]]],
      [{ language: "fr-FR" }, [["language", "UNKNOWN_LANGUAGE"]]],
      [
        { currencyCode: "EURO", language: "x y" },
        [
          ["currencyCode", "UNKNOWN_CURRENCY"],
          ["language", "UNKNOWN_LANGUAGE"],
        ],
      ],
      [{}, [[null, "NOTHING_TO_CHANGE"]]],
    ];
    for (const [input, expected] of cases) {
      const { body, res } = await graphql<UpdateResult>(UPDATE, { input }, session);
      expect(body.data.updatePreferences.errors.map((e) => [e.field, e.code])).toEqual(expected);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    const signedOut = await graphql<UpdateResult>(UPDATE, { input: { currencyCode: "EUR" } });
    expect(signedOut.body.data.updatePreferences.errors.map((e) => e.code)).toEqual([
      "SIGN_IN_REQUIRED",
    ]);
    // unchanged: still what the first test stored
    expect((await signInFresh()).values).toMatchObject({ currency_code: "EUR", language: "es-ES" });
  });
});

describe("first-visit defaults", () => {
  const defaultsFor = async (at: RunningGateway, forwardedFor?: string) => {
    const { body } = await graphqlAt(() => at.url)<{ visitorDefaults: unknown }>(
      DEFAULTS,
      {},
      forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
    );
    expect(body.errors).toBeUndefined();
    return body.data.visitorDefaults;
  };

  it("locate a public address: its country and that country's currency", async () => {
    const [gb] = await upstream.db.query<{ country_id: number }>(
      "SELECT country_id FROM countries WHERE country_code = 'GB'",
    );
    expect(await defaultsFor(gateway, "81.2.69.160")).toEqual({
      countryId: String(gb?.country_id),
      countryCode: "GB",
      currency: { id: expect.any(String), code: "GBP" },
      source: "GEOLOCATION",
    });
    expect(await defaultsFor(gateway, "8.8.8.8")).toEqual({
      countryId: "235",
      countryCode: "US",
      currency: { id: "9", code: "USD" },
      source: "GEOLOCATION",
    });
  });

  it("fall back to the United States (235) and USD for an address that cannot be located", async () => {
    const fallback = {
      countryId: "235",
      countryCode: "US",
      currency: { id: "9", code: "USD" },
      source: "FALLBACK",
    };
    expect(await defaultsFor(gateway)).toEqual(fallback); // loopback
    expect(await defaultsFor(gateway, "10.20.30.40")).toEqual(fallback);
  });

  describe("when the upstream fails", () => {
    let hanging: Server;
    const logs: string[] = [];
    const gateways: RunningGateway[] = [];

    beforeAll(async () => {
      hanging = createServer(() => undefined); // accepts, never answers
      await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve));
    });
    afterAll(async () => {
      await Promise.all(gateways.map((g) => g.close()));
      hanging.closeAllConnections();
      await new Promise((resolve) => hanging.close(resolve));
    });

    it.each([
      ["refused", async () => `http://127.0.0.1:${await freePort()}`],
      ["hanging", async () => `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`],
    ])("%s: the fallback within the timeout, logged", async (_case, upstreamUrl) => {
      const broken = await startTestGateway(
        await upstreamUrl(),
        { TRUST_PROXY: "true", UPSTREAM_TIMEOUT_MS: "400", LOG_LEVEL: "info" },
        { logSink: (line) => logs.push(line) },
      );
      gateways.push(broken);
      const started = Date.now();
      expect(await defaultsFor(broken, "81.2.69.160")).toEqual({
        countryId: "235",
        countryCode: "US",
        currency: { id: "9", code: "USD" },
        source: "FALLBACK",
      });
      expect(Date.now() - started).toBeLessThan(2000);
      expect(logs.join("\n")).toMatch(/getGeolocationByIp/);
    });
  });
});

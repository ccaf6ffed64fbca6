/**
 * The real upstream (PGlite in a temp dir) and the real gateway, in-process, talking HTTP through
 * a counting proxy: what a partner gets from /graphql, and what each query costs upstream.
 */
import type { RunningGateway } from "@travel/gateway";
import type { CountingProxy } from "../support/counting-proxy";
import { startCountedStack, type CountedStack } from "../support/stack";

let proxy: CountingProxy;
let gateway: RunningGateway;
let stack: CountedStack;

beforeAll(async () => {
  stack = await startCountedStack("reference-data");
  ({ proxy, gateway } = stack);
}, 60_000);

afterAll(() => stack?.close());

async function graphql<T = Record<string, unknown>>(
  query: string,
  headers: Record<string, string> = {},
): Promise<{ data: T; errors?: unknown[] }> {
  const res = await fetch(`${gateway.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { data: T; errors?: unknown[] };
}

interface CountryOut {
  id: string;
  name: string;
  code: string;
  dialCode: string | null;
  isDefault: boolean;
}

test("countries: about 250, Trinidad and Tobago three times, the United States the only default", async () => {
  const { data, errors } = await graphql<{ countries: CountryOut[] }>(
    "{ countries { id name code dialCode flag distanceUnit temperatureUnit isDefault } }",
  );
  expect(errors).toBeUndefined();
  expect(data.countries.length).toBeGreaterThanOrEqual(240);
  expect(data.countries.length).toBeLessThanOrEqual(260);
  const trinidad = data.countries.filter((c) => c.name === "Trinidad and Tobago");
  expect(trinidad.map((c) => c.code).sort()).toEqual(["TT", "TTD", "TTO"]);
  expect(trinidad.every((c) => c.dialCode === "+1-868")).toBe(true);
  const defaults = data.countries.filter((c) => c.isDefault);
  expect(defaults).toEqual([
    expect.objectContaining({ id: "235", name: "United States", code: "US" }),
  ]);
});

test("one GraphQL request makes at most one upstream call per endpoint", async () => {
  proxy.reset();
  const { data, errors } = await graphql<{ countries: unknown[]; currencies: unknown[] }>(`
    {
      countries {
        id
      }
      country(id: "235") {
        name
      }
      nationalities {
        id
      }
      american: nationalities(startsWith: "amer") {
        name
      }
      currencies {
        code
      }
      languages {
        code
        labels {
          key
        }
      }
      spanish: language(code: "es-ES") {
        name
      }
      localeInfo {
        currentCurrency {
          code
        }
        currentLanguage {
          code
        }
        defaultCurrency {
          id
        }
      }
      exchangeRates {
        currency
        rate
      }
      exchangeRate(from: "USD", to: "EUR")
      convert(amount: 100, from: "USD", to: "GBP") {
        amount
        currency
      }
      siteConfig {
        orgName
        walletOptions
      }
      productMenu {
        key
      }
    }
  `);
  expect(errors).toBeUndefined();
  expect(data.countries.length).toBeGreaterThan(200);
  expect(data.currencies.length).toBeGreaterThan(100);
  // At most one call per endpoint per request; none at all for an endpoint whose public answer
  // an earlier request left in the gateway's cache (when the upstream marks it public).
  const counts = proxy.counts();
  for (const [endpoint, calls] of Object.entries(counts)) {
    expect({ endpoint, atMostOnce: calls <= 1 }).toEqual({ endpoint, atMostOnce: true });
  }
});

test("the visitor's cookies choose the current currency and language", async () => {
  const { data } = await graphql<{
    localeInfo: { currentCurrency: { code: string }; currentLanguage: { code: string } };
  }>("{ localeInfo { currentCurrency { code } currentLanguage { code } } }", {
    cookie: "currency_code=EUR; language=es-ES",
  });
  expect(data.localeInfo).toEqual({
    currentCurrency: { code: "EUR" },
    currentLanguage: { code: "es-ES" },
  });
});

test("USD is currency 9 and en-US language 1 with its labels", async () => {
  const { data } = await graphql<{
    localeInfo: {
      defaultCurrency: { id: string; code: string };
      defaultLanguage: { id: string; code: string; labels: unknown[] };
    };
  }>(
    "{ localeInfo { defaultCurrency { id code } defaultLanguage { id code labels { key value } } } }",
  );
  expect(data.localeInfo.defaultCurrency).toEqual({ id: "9", code: "USD" });
  expect(data.localeInfo.defaultLanguage).toMatchObject({ id: "1", code: "en-US" });
  expect(data.localeInfo.defaultLanguage.labels.length).toBeGreaterThan(10);
});

/** msw handlers implementing the upstream REST contract over the in-memory db. */
import { http, HttpResponse, type JsonBodyType } from "msw";
import { createAccountsHandlers } from "./accounts-handlers";
import { createAgentHandlers } from "./agent-handlers";
import { createBookingHandlers } from "./booking-handlers";
import { createPreferencesHandlers } from "./preferences-handlers";
import { createReferralHandlers } from "./referral-handlers";
import { createSavingsHandlers } from "./savings-handlers";
import { createStylesHandlers } from "./styles-handlers";
import { db } from "./upstream-db";
import { createWalletHandlers } from "./wallet-handlers";

/** Base URL of the mocked upstream (a name no real network resolves). */
export const TEST_UPSTREAM_URL = "http://upstream.test";

const url = (path: string) => `${TEST_UPSTREAM_URL}${path}`;

const byName =
  <T>(key: keyof T) =>
  (a: T, b: T) =>
    String(a[key]).localeCompare(String(b[key]));

const list = (data: JsonBodyType) =>
  HttpResponse.json({ status: 1, message: "OK", data: { data: { data } } });

async function bodyOf(request: Request): Promise<Record<string, unknown> | null> {
  const text = await request.text();
  if (text.trim() === "") return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return null;
  }
}

const malformed = () =>
  HttpResponse.json({ status: 0, message: "Malformed JSON body" }, { status: 400 });

function rateFromUsd(code: string): number | undefined {
  return db.usdRates.find((r) => r.currency === code)?.rate;
}

export const upstreamHandlers = [
  http.post(url("/api/getCountryCat"), () =>
    list([...db.countries].sort(byName("countryName")) as unknown as JsonBodyType),
  ),
  http.post(url("/api/getNationalityCat"), () =>
    list([...db.nationalities].sort(byName("nationalityName")) as unknown as JsonBodyType),
  ),
  http.post(url("/api/layout/getCurrencyinfo"), () =>
    HttpResponse.json({
      status: 1,
      data: {
        currencies: db.currencies,
        languages: db.languages,
        preferredCurrency: db.preferredCurrency,
        preferredLanguage: db.preferredLanguage,
      } as unknown as JsonBodyType,
    }),
  ),
  http.post(url("/api/general/getCurrencyRate"), async ({ request }) => {
    const body = await bodyOf(request);
    if (body === null) return malformed();
    const from = typeof body.fromCurrency === "string" ? body.fromCurrency : "USD";
    const to = typeof body.toCurrency === "string" ? body.toCurrency : null;
    const fromRate = rateFromUsd(from);
    const toRate = to === null ? null : rateFromUsd(to);
    const unknown = fromRate === undefined ? from : toRate === undefined ? to : null;
    if (unknown !== null || fromRate === undefined || toRate === undefined) {
      const message = `Unknown currency ${unknown}`;
      return HttpResponse.json({ status: 0, message, data: { data: null } });
    }
    const roes = db.usdRates.map((r) => ({ currency: r.currency, rate: r.rate / fromRate }));
    return HttpResponse.json({
      status: 1,
      data: {
        data: {
          fromCurrency: from,
          toCurrency: to,
          roeRate: toRate === null ? null : toRate / fromRate,
          roes: body.all === true ? roes : [],
          rateDate: db.rateDate,
        },
      },
    });
  }),
  http.post(url("/api/general/getSiteConfig"), () =>
    HttpResponse.json({ status: 1, data: { data: db.siteConfig as unknown as JsonBodyType } }),
  ),
  http.get(url("/healthz"), () => HttpResponse.json({ ok: true })),
  ...createAccountsHandlers(TEST_UPSTREAM_URL),
  ...createSavingsHandlers(TEST_UPSTREAM_URL),
  ...createReferralHandlers(TEST_UPSTREAM_URL),
  ...createWalletHandlers(TEST_UPSTREAM_URL),
  ...createBookingHandlers(TEST_UPSTREAM_URL),
  ...createAgentHandlers(TEST_UPSTREAM_URL),
  ...createPreferencesHandlers(TEST_UPSTREAM_URL),
  ...createStylesHandlers(TEST_UPSTREAM_URL),
];

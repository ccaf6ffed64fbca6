import { currencyRate, normaliseRateRequest } from "./currency-rate";
import type { LatestRates } from "./store";

const rates: LatestRates = {
  date: "2026-09-29",
  unitsPerUsd: new Map([
    ["EUR", 0.8],
    ["GBP", 0.75],
    ["USD", 1],
  ]),
};

describe("normaliseRateRequest", () => {
  it("defaults to USD, upper-cases and treats blank toCurrency as absent", () => {
    expect(normaliseRateRequest({})).toEqual({ from: "USD", to: null, all: false });
    expect(normaliseRateRequest({ fromCurrency: " eur ", toCurrency: "", all: true })).toEqual({
      from: "EUR",
      to: null,
      all: true,
    });
  });
});

describe("currencyRate", () => {
  it("gives units of toCurrency per 1 fromCurrency", () => {
    expect(currencyRate({ fromCurrency: "EUR", toCurrency: "gbp" }, rates)).toEqual({
      ok: true,
      data: {
        fromCurrency: "EUR",
        toCurrency: "GBP",
        roeRate: 0.9375,
        roes: [],
        rateDate: "2026-09-29",
      },
    });
  });

  it("leaves roeRate null without toCurrency and lists every rate when all is true", () => {
    const result = currencyRate({ fromCurrency: "EUR", all: true }, rates);
    expect(result).toEqual({
      ok: true,
      data: {
        fromCurrency: "EUR",
        toCurrency: null,
        roeRate: null,
        roes: [
          { currency: "EUR", rate: 1 },
          { currency: "GBP", rate: 0.9375 },
          { currency: "USD", rate: 1.25 },
        ],
        rateDate: "2026-09-29",
      },
    });
  });

  it("names the unknown code, source first", () => {
    expect(currencyRate({ fromCurrency: "XYZ", toCurrency: "ABC" }, rates)).toEqual({
      ok: false,
      unknownCode: "XYZ",
    });
    expect(currencyRate({ toCurrency: "ABC" }, rates)).toEqual({ ok: false, unknownCode: "ABC" });
    expect(currencyRate({}, { date: null, unitsPerUsd: new Map() })).toEqual({
      ok: false,
      unknownCode: "USD",
    });
  });
});

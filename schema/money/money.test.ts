import {
  PRICE_LIMIT_FACTORS,
  convert,
  convertToNumber,
  coveredWithinLimit,
  crossRate,
  currencySymbol,
  deductNeverBelowZero,
  formatMoney,
  fromMinorUnits,
  minorUnit,
  nonNegative,
  priceLimitFactor,
  roundMoney,
  roundToMinorUnit,
  sum,
  toDecimal,
  toDecimalString,
  toMinorUnits,
  usdRate,
} from "./index";
import { MONEY_CACHE_LIMIT, moneyCacheSizes } from "./bounded-cache";

const rates = { EUR: 0.92, GBP: 0.8, JPY: 150, KWD: 0.307, BHD: 0.376 };

describe("minorUnit (ISO 4217 minor unit)", () => {
  it.each([
    ["USD", 2],
    ["usd", 2],
    ["EUR", 2],
    ["JPY", 0],
    ["KRW", 0],
    ["KWD", 3],
    ["BHD", 3],
    ["TND", 3],
    ["not a code", 2],
  ])("%s has %i digits", (currency, digits) => {
    expect(minorUnit(currency)).toBe(digits);
  });
});

describe("roundMoney: the one rule, half away from zero to the minor unit", () => {
  it.each([
    // amount, currency, decimal string
    [10.125, "USD", "10.13"],
    [-10.125, "USD", "-10.13"],
    [1.005, "USD", "1.01"],
    [-1.005, "USD", "-1.01"],
    [0.1 + 0.2, "USD", "0.30"],
    [1.1 * 3, "EUR", "3.30"],
    [-0.001, "USD", "0.00"],
    [1234.5, "JPY", "1235"],
    [1234.4999, "JPY", "1234"],
    [-1234.5, "JPY", "-1235"],
    [1.2345, "KWD", "1.235"],
    [1.23456, "BHD", "1.235"],
    ["0.0005", "BHD", "0.001"],
    ["99999999999.995", "USD", "100000000000.00"],
    [138, "EUR", "138.00"],
  ])("%p %s → %s", (amount, currency, decimal) => {
    expect(toDecimalString(amount, currency)).toBe(decimal);
    expect(roundToMinorUnit(amount, currency)).toBe(Number(decimal));
  });

  it("never gives a negative zero", () => {
    expect(Object.is(roundToMinorUnit(-0.001, "USD"), 0)).toBe(true);
    expect(roundMoney(-0.4, "JPY").toString()).toBe("0");
  });

  it("reads numbers by their shortest decimal form and refuses what is not a number", () => {
    expect(toDecimal(0.1).plus(0.2).toString()).toBe("0.3");
    expect(sum([0.1, 0.2, "0.3"]).toString()).toBe("0.6");
    expect(() => toDecimal(Number.NaN)).toThrow(RangeError);
    expect(() => toDecimal(Infinity)).toThrow(RangeError);
    expect(() => toDecimal("12,5")).toThrow(RangeError);
  });
});

describe("numbers already at their minor unit (the fast path) round as big.js does", () => {
  // every value is checked against the same amount given as a string, which big.js reads
  const values: number[] = [0.29, 0.3, 1.005, 2.675, 10.125, 1234.5, 8.345, 1e-7, 5e-324];
  let seed = 20261128;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < 2000; i++) {
    const cents = Math.round((random() - 0.3) * 10 ** (1 + (i % 12)));
    values.push(cents / 100, cents / 1000, cents / 10, cents, (cents / 100) * 1.1);
    values.push(cents / 100 + 0.1 + 0.2, cents / 100 + Number.EPSILON * cents);
  }
  values.push(0.1 + 0.2, 1.1 * 3, 2 ** 43 / 100, 2 ** 44 / 100 + 0.01, 1e22, -0);

  it.each(["USD", "JPY", "KWD"])("in %s", (currency) => {
    const places = minorUnit(currency);
    for (const value of values) {
      const exact = roundMoney(String(value), currency);
      expect([value, roundToMinorUnit(value, currency)]).toEqual([value, exact.toNumber()]);
      expect([value, toDecimalString(value, currency)]).toEqual([value, exact.toFixed(places)]);
    }
  });
});

describe("usdRate (spec §3: rates relative to USD)", () => {
  it.each([
    ["a record", rates],
    ["a map", new Map(Object.entries(rates))],
    ["the roes list", Object.entries(rates).map(([currency, rate]) => ({ currency, rate }))],
  ])("reads %s; USD is 1 when absent; unusable rates are null", (_, table) => {
    expect(usdRate(table, "eur")).toBe(0.92);
    expect(usdRate(table, "USD")).toBe(1);
    expect(usdRate(table, "XYZ")).toBeNull();
  });

  it("ignores zero, negative and NaN rates", () => {
    expect(usdRate({ EUR: 0 }, "EUR")).toBeNull();
    expect(usdRate({ EUR: -1 }, "EUR")).toBeNull();
    expect(usdRate({ EUR: Number.NaN }, "EUR")).toBeNull();
  });
});

describe("crossRate: to ÷ from, 12 significant digits", () => {
  it.each([
    [1, 0.88, 0.88],
    [0.8, 0.8, 1],
    [1, 1, 1],
    [3, 1, 0.333333333333],
    [0.1, 0.3, 3],
    [0.92, 0.8, 0.869565217391],
    [0.8, 150, 187.5],
    [0.88022588, 1, 1.13607202733],
  ])("from %p to %p per USD → %p", (from, to, rate) => {
    expect(crossRate(from, to)).toBe(rate);
  });

  it("refuses rates that are not positive", () => {
    expect(() => crossRate(0, 1)).toThrow("rates must be positive");
    expect(() => crossRate(1, -2)).toThrow("rates must be positive");
    expect(() => crossRate(1, Number.NaN)).toThrow(RangeError);
  });
});

describe("convert: through USD rates, rounded once to the target's minor unit", () => {
  it.each([
    [100, "USD", "EUR", "92.00"],
    [50, "USD", "EUR", "46.00"],
    [10, "EUR", "JPY", "1630"],
    [33.33, "GBP", "USD", "41.66"],
    [1, "usd", "gbp", "0.80"],
    [100, "USD", "KWD", "30.700"],
    [10, "EUR", "BHD", "4.087"],
    [1000, "JPY", "USD", "6.67"],
    [0.1 + 0.2, "USD", "USD", "0.30"],
    [19.99, "EUR", "EUR", "19.99"],
    [-10, "USD", "EUR", "-9.20"],
  ])("%p %s → %s %s", (amount, from, to, expected) => {
    expect(convert(amount, from, to, rates)?.toFixed(minorUnit(to))).toBe(expected);
    expect(convertToNumber(amount, from, to, rates)).toBe(Number(expected));
  });

  it("is null when a rate is missing or unusable (spec §8: no rate, no figure)", () => {
    expect(convert(1, "USD", "XYZ", rates)).toBeNull();
    expect(convert(1, "XYZ", "USD", rates)).toBeNull();
    expect(convert(1, "USD", "EUR", { EUR: 0 })).toBeNull();
    expect(convertToNumber(1, "USD", "EUR", {})).toBeNull();
  });

  it("keeps a round trip within one minor unit", () => {
    const eur = convertToNumber(123.45, "USD", "EUR", rates) as number;
    expect(Math.abs((convertToNumber(eur, "EUR", "USD", rates) as number) - 123.45)).toBeLessThan(
      0.011,
    );
  });
});

describe("priceLimitFactor (spec §9)", () => {
  it.each([
    ["HLT", 1.1],
    ["hlt", 1.1],
    [" HLT ", 1.1],
    ["ACT", 1.05],
    ["STY", 1.05],
    ["RST", 1.05],
    ["CRU", 1.05],
    ["", 1.05],
  ])("%p → %p", (product, factor) => {
    expect(priceLimitFactor(product)).toBe(factor);
  });

  it("names the spec's factors", () => {
    expect(PRICE_LIMIT_FACTORS).toEqual({ HLT: 1.1, default: 1.05 });
  });
});

describe("coveredWithinLimit (spec §9: price ≤ discount × factor, in minor units)", () => {
  it.each([
    // price, discount, factor, currency, covered
    [110, 100, 1.1, "USD", true],
    [110.01, 100, 1.1, "USD", false],
    [105, 100, 1.05, "USD", true],
    [105.01, 100, 1.05, "USD", false],
    // 0.1 × 3 × 1.1 is 0.33000000000000007 in floating point: still covered
    [0.33, 0.1 * 3, 1.1, "USD", true],
    [1155, 1100, 1.05, "JPY", true],
    [1156, 1100, 1.05, "JPY", false],
    [10.5, 10, 1.05, "KWD", true],
    [10.501, 10, 1.05, "KWD", false],
    [0, 0, 1.1, "USD", false],
    [50, -10, 1.1, "USD", false],
  ])("%p with %p × %p %s → %p", (price, discount, factor, currency, covered) => {
    expect(coveredWithinLimit(price, discount, factor, currency)).toBe(covered);
  });
});

describe("never below zero (spec §5)", () => {
  it.each([
    // price, deduction, currency, result
    [100, 30, "USD", "70.00"],
    [100, 130, "USD", "0.00"],
    [100, -30, "USD", "100.00"],
    [0.3, 0.1 + 0.2, "USD", "0.00"],
    [1000, 999.5, "JPY", "1"],
    [5.5, 5.4995, "BHD", "0.001"],
  ])("%p less %p %s → %s", (price, deduction, currency, result) => {
    expect(deductNeverBelowZero(price, deduction, currency).toFixed(minorUnit(currency))).toBe(
      result,
    );
  });

  it("clamps a negative amount to zero", () => {
    expect(nonNegative(-0.01).toString()).toBe("0");
    expect(nonNegative("12.5").toString()).toBe("12.5");
  });
});

describe("minor units (what a payment provider takes)", () => {
  it.each([
    // amount, currency, minor units
    [12.5, "USD", 1250],
    ["0.1", "USD", 10],
    [0.1 + 0.2, "USD", 30],
    [10.125, "USD", 1013],
    [1234.5, "JPY", 1235],
    [1.2345, "KWD", 1235],
  ])("%p %s → %p", (amount, currency, minor) => {
    expect(toMinorUnits(amount, currency)).toBe(minor);
  });

  it("reads minor units back exactly, and refuses what is not a whole number of them", () => {
    expect(fromMinorUnits(1250, "USD").toString()).toBe("12.5");
    expect(fromMinorUnits(1235, "JPY").toString()).toBe("1235");
    expect(fromMinorUnits(1235, "KWD").toString()).toBe("1.235");
    expect(() => fromMinorUnits(12.5, "USD")).toThrow(RangeError);
  });
});

describe("formatMoney (Intl.NumberFormat from the exact decimal)", () => {
  it.each([
    [1234.5, "USD", "en-US", "$1,234.50"],
    [0.1 + 0.2, "USD", "en-US", "$0.30"],
    [1234.5, "JPY", "en-US", "¥1,235"],
    [1.2345, "KWD", "en-US", "KWD 1.235"],
    [1234.5, "EUR", "de-DE", "1.234,50 €"],
    [12.5, "XYZ1", "en-US", "12.50 XYZ1"],
  ])("%p %s in %s → %s", (amount, currency, locale, text) => {
    expect(formatMoney(amount, currency, locale).replace(/\s/g, " ")).toBe(text);
  });
});

describe("currencySymbol", () => {
  it.each([
    ["EUR", "en-US", "€"],
    ["GBP", "es-ES", "£"],
    ["USD", "en-US", "$"],
    ["usd", "es-ES", "$"],
    ["JPY", "en-US", "¥"],
  ])("%s in %s → %s", (currency, locale, symbol) => {
    expect(currencySymbol(currency, locale)).toBe(symbol);
  });

  it("gives the code when the currency has no symbol of its own or the code is malformed", () => {
    expect(currencySymbol("CHF", "en-US")).toBe("CHF");
    expect(currencySymbol("EURO", "en-US")).toBe("EURO");
    expect(currencySymbol("USD", "not a language")).toBe("USD");
  });
});

describe("caches whose keys may come from a visitor", () => {
  it("stay bounded under a flood of languages and currency codes, and keep answering right", () => {
    for (let i = 0; i < 3 * MONEY_CACHE_LIMIT; i++) {
      formatMoney(1, "USD", `en-x-visitor${i}`);
      minorUnit(`Q${i}`);
      currencySymbol("EUR", `en-x-visitor${i}`);
    }
    const sizes = moneyCacheSizes();
    expect(sizes.formats).toBeLessThanOrEqual(MONEY_CACHE_LIMIT);
    expect(sizes.symbols).toBeLessThanOrEqual(MONEY_CACHE_LIMIT);
    expect(sizes.minorUnits).toBeLessThanOrEqual(MONEY_CACHE_LIMIT);
    expect(formatMoney(1234.5, "EUR", "de-DE")).toBe("1.234,50\u00a0€");
    expect(minorUnit("JPY")).toBe(0);
    expect(currencySymbol("EUR", "de-DE")).toBe("€");
  });
});

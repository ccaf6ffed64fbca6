import {
  convertAmount,
  createRateTable,
  crossRate,
  minorUnitDigits,
  ratesFrom,
  roundToMinorUnit,
} from "./exchange";

const usdTable = createRateTable("USD", [
  { currency: "EUR", rate: 0.92 },
  { currency: "GBP", rate: 0.8 },
  { currency: "JPY", rate: 150 },
  { currency: "BHD", rate: 0.376 },
  { currency: "ZZZ", rate: 0 },
]);

describe("createRateTable", () => {
  it("adds the base at 1 and drops unusable rates", () => {
    expect([...usdTable.rates.entries()]).toEqual([
      ["EUR", 0.92],
      ["GBP", 0.8],
      ["JPY", 150],
      ["BHD", 0.376],
      ["USD", 1],
    ]);
  });
});

describe("crossRate", () => {
  it("reads direct rates from the base", () => {
    expect(crossRate(usdTable, "USD", "EUR")).toBe(0.92);
    expect(crossRate(usdTable, "USD", "USD")).toBe(1);
  });

  it("inverts rates towards the base", () => {
    expect(crossRate(usdTable, "GBP", "USD")).toBe(1.25);
  });

  it("crosses two non-base currencies through the base, without float noise", () => {
    expect(crossRate(usdTable, "EUR", "GBP")).toBe(0.869565217391);
    expect(crossRate(usdTable, "GBP", "JPY")).toBe(187.5);
  });

  it("is case-insensitive and null for unknown or unusable currencies", () => {
    expect(crossRate(usdTable, "usd", "eur")).toBe(0.92);
    expect(crossRate(usdTable, "USD", "XYZ")).toBeNull();
    expect(crossRate(usdTable, "ZZZ", "USD")).toBeNull();
  });
});

describe("ratesFrom", () => {
  it("lists every currency from the base, ordered by code", () => {
    expect(ratesFrom(usdTable, "USD")).toEqual([
      { currency: "BHD", rate: 0.376 },
      { currency: "EUR", rate: 0.92 },
      { currency: "GBP", rate: 0.8 },
      { currency: "JPY", rate: 150 },
      { currency: "USD", rate: 1 },
    ]);
  });

  it("re-bases the table on another currency", () => {
    const fromGbp = ratesFrom(usdTable, "gbp");
    expect(fromGbp).toContainEqual({ currency: "GBP", rate: 1 });
    expect(fromGbp).toContainEqual({ currency: "USD", rate: 1.25 });
    expect(fromGbp).toContainEqual({ currency: "JPY", rate: 187.5 });
  });

  it("is null for an unknown base", () => {
    expect(ratesFrom(usdTable, "XYZ")).toBeNull();
  });
});

describe("minorUnitDigits", () => {
  it.each([
    ["USD", 2],
    ["EUR", 2],
    ["JPY", 0],
    ["KRW", 0],
    ["BHD", 3],
  ])("%s has %i digits", (currency, digits) => {
    expect(minorUnitDigits(currency)).toBe(digits);
  });
});

describe("roundToMinorUnit", () => {
  it("rounds to the currency's minor unit, halves away from zero", () => {
    expect(roundToMinorUnit(10.125, "USD")).toBe(10.13);
    expect(roundToMinorUnit(-10.125, "USD")).toBe(-10.13);
    expect(roundToMinorUnit(1234.5, "JPY")).toBe(1235);
    expect(roundToMinorUnit(1.23456, "BHD")).toBe(1.235);
    expect(roundToMinorUnit(-0.001, "USD")).toBe(0);
  });
});

describe("convertAmount", () => {
  it("converts from the base", () => {
    expect(convertAmount(usdTable, 100, "USD", "EUR")).toEqual({ amount: 92, currency: "EUR" });
  });

  it("converts between two non-base currencies and rounds to the target's minor unit", () => {
    expect(convertAmount(usdTable, 10, "EUR", "JPY")).toEqual({ amount: 1630, currency: "JPY" });
    expect(convertAmount(usdTable, 33.33, "GBP", "USD")).toEqual({
      amount: 41.66,
      currency: "USD",
    });
  });

  it("upper-cases the currency and is null for unknown currencies", () => {
    expect(convertAmount(usdTable, 1, "usd", "gbp")).toEqual({ amount: 0.8, currency: "GBP" });
    expect(convertAmount(usdTable, 1, "USD", "XYZ")).toBeNull();
    expect(convertAmount(usdTable, 1, "XYZ", "USD")).toBeNull();
  });
});

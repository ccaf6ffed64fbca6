import { convertForDisplay, convertFromUsd } from "./convert-from-usd";

const rates = [
  { currency: "EUR", rate: 0.9 },
  { currency: "JPY", rate: 150 },
  { currency: "XXX", rate: 0 },
];

describe("convertFromUsd", () => {
  it("multiplies the USD amount by the currency's rate", () => {
    expect(convertFromUsd(100, rates, "EUR")).toEqual({ amount: 90, currency: "EUR" });
    expect(convertFromUsd(2, rates, "jpy")).toEqual({ amount: 300, currency: "JPY" });
  });

  it("rounds to the currency's minor unit, without floating-point artefacts", () => {
    expect(convertFromUsd(0.1 + 0.2, rates, "EUR")).toEqual({ amount: 0.27, currency: "EUR" });
    expect(convertFromUsd(0.1 + 0.2, rates, "USD")).toEqual({ amount: 0.3, currency: "USD" });
    expect(convertFromUsd(1.234, rates, "JPY")).toEqual({ amount: 185, currency: "JPY" });
  });

  it("keeps USD amounts as they are", () => {
    expect(convertFromUsd(42, rates, "USD")).toEqual({ amount: 42, currency: "USD" });
  });

  it("shows the USD amount when rates could not be loaded", () => {
    expect(convertFromUsd(100, null, "EUR")).toEqual({ amount: 100, currency: "USD" });
    expect(convertFromUsd(100, undefined, "EUR")).toEqual({ amount: 100, currency: "USD" });
  });

  it("shows the USD amount when the currency has no usable rate", () => {
    expect(convertFromUsd(100, rates, "GBP")).toEqual({ amount: 100, currency: "USD" });
    expect(convertFromUsd(100, rates, "XXX")).toEqual({ amount: 100, currency: "USD" });
  });
});

describe("convertForDisplay", () => {
  it.each<[number, string, string, { amount: number; currency: string }]>([
    [90, "EUR", "JPY", { amount: 15000, currency: "JPY" }],
    [90, "eur", "USD", { amount: 100, currency: "USD" }],
    [9, "EUR", "GBP", { amount: 10, currency: "USD" }], // no GBP rate: shown in USD
    [9, "CHF", "EUR", { amount: 9, currency: "CHF" }], // no CHF rate: its own currency
    [25.5, "USD", "EUR", { amount: 22.95, currency: "EUR" }],
  ])("%p %s in %s → %j", (amount, from, to, shown) => {
    expect(convertForDisplay(amount, from, rates, to)).toEqual(shown);
  });

  it("shows an amount in its own currency when rates could not be loaded", () => {
    expect(convertForDisplay(9, "EUR", null, "JPY")).toEqual({ amount: 9, currency: "EUR" });
    expect(convertForDisplay(9, "USD", null, "JPY")).toEqual({ amount: 9, currency: "USD" });
  });
});

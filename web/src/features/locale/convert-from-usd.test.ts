import { convertFromUsd } from "./convert-from-usd";

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

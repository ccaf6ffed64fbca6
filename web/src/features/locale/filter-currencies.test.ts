import { filterCurrencies } from "./filter-currencies";

const currencies = [
  { code: "EUR", name: "Euro" },
  { code: "GBP", name: "British Pound" },
  { code: "ISK", name: "Icelandic Króna" },
  { code: "USD", name: "US Dollar" },
];

describe("filterCurrencies", () => {
  it("keeps every currency for a blank search", () => {
    expect(filterCurrencies(currencies, "  ")).toEqual(currencies);
  });

  it("matches the start of the code, ignoring case", () => {
    expect(filterCurrencies(currencies, "us").map((c) => c.code)).toEqual(["USD"]);
  });

  it("matches anywhere in the name, ignoring case and accents", () => {
    expect(filterCurrencies(currencies, "pound").map((c) => c.code)).toEqual(["GBP"]);
    expect(filterCurrencies(currencies, "krona").map((c) => c.code)).toEqual(["ISK"]);
  });

  it("does not match the middle of a code", () => {
    expect(filterCurrencies(currencies, "SD")).toEqual([]);
  });
});

import { currencyNameIn } from "./currency-name";

describe("currencyNameIn", () => {
  it("keeps the upstream's English name on English pages", () => {
    expect(currencyNameIn("en-US", "USD", "US Dollar")).toBe("US Dollar");
    expect(currencyNameIn("en", "GBP", "Pound Sterling")).toBe("Pound Sterling");
  });

  it("names the currency in another language by its code", () => {
    expect(currencyNameIn("es-ES", "USD", "US Dollar")).toBe("dólar estadounidense");
    expect(currencyNameIn("es", "EUR", "Euro")).toBe("euro");
  });

  it("falls back to the English name for a code or language it cannot name", () => {
    expect(currencyNameIn("es-ES", "XQQ", "Quux")).toBe("Quux");
    expect(currencyNameIn("not a language!", "USD", "US Dollar")).toBe("US Dollar");
  });
});

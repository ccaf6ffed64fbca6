import { preferredCurrencyOrDefault, preferredLanguageOrDefault } from "./preferred";

describe("preferred defaults", () => {
  it("falls back to USD (9) and en-US (1) when none is configured", () => {
    expect(preferredCurrencyOrDefault(null)).toEqual({ id: 9, code: "USD" });
    expect(preferredLanguageOrDefault(null)).toEqual({ id: 1, code: "en-US" });
  });

  it("keeps the configured ones", () => {
    expect(preferredCurrencyOrDefault({ id: 50, code: "EUR" })).toEqual({ id: 50, code: "EUR" });
    expect(preferredLanguageOrDefault({ id: 2, code: "es-ES" })).toEqual({ id: 2, code: "es-ES" });
  });
});

import { formatPrice } from "./format-price";

// Intl puts a (narrow) no-break space between number and symbol in some languages.
const normalise = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatPrice", () => {
  it("formats with the currency's symbol and the language's separators", () => {
    expect(formatPrice(1234.5, "USD", "en-US")).toBe("$1,234.50");
    expect(normalise(formatPrice(1234.5, "EUR", "es-ES"))).toBe("1234,50 €");
    expect(normalise(formatPrice(12345.5, "EUR", "es-ES"))).toBe("12.345,50 €");
  });

  it("uses the currency's minor unit", () => {
    expect(formatPrice(1500.4, "JPY", "en-US")).toBe("¥1,500");
  });

  it("falls back to the number and the code for a malformed code", () => {
    expect(formatPrice(3, "EURO", "en-US")).toBe("3.00 EURO");
  });
});

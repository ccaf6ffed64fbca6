import type { CurrencyMapper } from "../locale/locale.mappers";
import { firstVisitDefaults } from "./visitor-defaults";

const currency = (code: string, id: number, status: 0 | 1 = 1): CurrencyMapper => ({
  id,
  code,
  name: code,
  status,
  flag: null,
});
const OFFERED = [
  currency("USD", 9),
  currency("GBP", 4),
  currency("EUR", 3),
  currency("CHF", 30, 0),
];
const geo = (
  countryCode: string | null,
  countryId: number | null,
  currencyCode: string | null,
) => ({
  ip: "203.0.113.9",
  countryCode,
  countryId,
  currencyCode,
});

describe("firstVisitDefaults", () => {
  it.each([
    [
      "a located country with an offered currency",
      geo("GB", 77, "GBP"),
      77,
      "GB",
      "GBP",
      "GEOLOCATION",
    ],
    ["a currency matched case-insensitively", geo("FR", 75, "eur"), 75, "FR", "EUR", "GEOLOCATION"],
    [
      "a currency the site does not offer → USD",
      geo("CH", 43, "CHF"),
      43,
      "CH",
      "USD",
      "GEOLOCATION",
    ],
    ["an unknown currency → USD", geo("JP", 107, "JPY"), 107, "JP", "USD", "GEOLOCATION"],
    ["a country without a currency → USD", geo("AQ", 9, null), 9, "AQ", "USD", "GEOLOCATION"],
    ["a private address → United States, USD", geo(null, null, null), 235, "US", "USD", "FALLBACK"],
    ["a code the site has no country for", geo("XK", null, "EUR"), 235, "US", "USD", "FALLBACK"],
    ["a failed lookup", null, 235, "US", "USD", "FALLBACK"],
  ])("%s", (_case, geolocation, countryId, countryCode, code, source) => {
    const defaults = firstVisitDefaults(geolocation, OFFERED);
    expect(defaults).toMatchObject({ countryId, countryCode, source });
    expect(defaults.currency.code).toBe(code);
  });

  it("uses the built-in USD (id 9) when the list is missing it", () => {
    expect(firstVisitDefaults(null, []).currency).toMatchObject({ id: 9, code: "USD", status: 1 });
  });
});

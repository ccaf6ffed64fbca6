import { fallbackCurrencyInfo } from "./locale.fallbacks";
import type { CurrencyMapper, LanguageMapper } from "./locale.mappers";
import type { CurrencyInfo } from "./locale.types";
import {
  currenciesByCode,
  currentCurrency,
  currentLanguage,
  findLanguage,
  offeredCurrency,
  selectLocale,
  siteDefaultCurrency,
  siteDefaultLanguage,
} from "./locale-selection";

const currency = (id: number, code: string, status: 1 | 0 = 1): CurrencyMapper => ({
  id,
  code,
  name: code,
  status,
  flag: null,
});
const language = (id: number, code: string): LanguageMapper => ({
  id,
  code,
  name: code,
  labels: [],
});

const info: CurrencyInfo = {
  currencies: [currency(9, "USD"), currency(3, "EUR"), currency(5, "CHF", 0), currency(1, "AED")],
  languages: [language(1, "en-US"), language(2, "es-ES")],
  preferredCurrency: { id: 3, code: "EUR" },
  preferredLanguage: { id: 2, code: "es-ES" },
};

describe("site defaults", () => {
  it("use the organisation's preferred currency and language", () => {
    expect(siteDefaultCurrency(info).code).toBe("EUR");
    expect(siteDefaultLanguage(info).code).toBe("es-ES");
  });

  it("find the preferred entry by code when its id is not listed", () => {
    const byCode = { ...info, preferredCurrency: { id: 99, code: "eur" } };
    expect(siteDefaultCurrency(byCode).id).toBe(3);
  });

  it("fall back to USD (9) and en-US (1) when the preferred entry is missing", () => {
    const missing = {
      ...info,
      preferredCurrency: { id: 77, code: "XXX" },
      preferredLanguage: { id: 77, code: "xx-XX" },
    };
    expect(siteDefaultCurrency(missing)).toMatchObject({ id: 9, code: "USD" });
    expect(siteDefaultLanguage(missing)).toMatchObject({ id: 1, code: "en-US" });
  });

  it("fall back to the built-in USD and en-US when the lists are empty", () => {
    const empty = { ...info, currencies: [], languages: [] };
    expect(siteDefaultCurrency(empty)).toEqual({
      id: 9,
      code: "USD",
      name: "US Dollar",
      status: 1,
      flag: "🇺🇸",
    });
    expect(siteDefaultLanguage(empty)).toMatchObject({ id: 1, code: "en-US", labels: [] });
  });
});

describe("current selection from cookies", () => {
  it("uses the cookies when they name an offered currency and a known language", () => {
    expect(currentCurrency(info, "aed").code).toBe("AED");
    expect(currentLanguage(info, "EN-us").code).toBe("en-US");
  });

  it("falls back to the defaults for unknown, inactive or missing cookies", () => {
    expect(currentCurrency(info, "JPY").code).toBe("EUR");
    expect(currentCurrency(info, "CHF").code).toBe("EUR");
    expect(currentCurrency(info, undefined).code).toBe("EUR");
    expect(currentLanguage(info, "fr-FR").code).toBe("es-ES");
    expect(currentLanguage(info, "").code).toBe("es-ES");
  });
});

describe("findLanguage", () => {
  it("is case-insensitive and null when unknown", () => {
    expect(findLanguage(info.languages, "ES-es")?.id).toBe(2);
    expect(findLanguage(info.languages, "de-DE")).toBeNull();
  });
});

describe("selectLocale", () => {
  it("offers active currencies only, by code, and includes inactive ones on request", () => {
    expect(currenciesByCode(info.currencies).map((c) => c.code)).toEqual(["AED", "EUR", "USD"]);
    expect(currenciesByCode(info.currencies, { includeInactive: true }).map((c) => c.code)).toEqual(
      ["AED", "CHF", "EUR", "USD"],
    );
  });

  it("orders currencies by code and resolves defaults and current choices", () => {
    const selection = selectLocale(info, { currencyCode: "USD", language: "en-US" });
    expect(selection.currencies.map((c) => c.code)).toEqual(["AED", "EUR", "USD"]);
    expect(selection.languages).toBe(info.languages);
    expect(selection.defaultCurrency.code).toBe("EUR");
    expect(selection.currentCurrency.code).toBe("USD");
    expect(selection.defaultLanguage.code).toBe("es-ES");
    expect(selection.currentLanguage.code).toBe("en-US");
  });

  it("gives USD and en-US everywhere on the upstream-failure catalogue", () => {
    const selection = selectLocale(fallbackCurrencyInfo(), { currencyCode: "EUR" });
    expect(selection.currentCurrency).toMatchObject({ id: 9, code: "USD" });
    expect(selection.defaultLanguage).toMatchObject({ id: 1, code: "en-US" });
  });
});

describe("the offered-currency rule (one place: offeredCurrency, currentCurrency)", () => {
  it.each<[string | null | undefined, string | null]>([
    ["EUR", "EUR"],
    [" eur ", "EUR"],
    ["aed", "AED"],
    ["CHF", null], // known but not offered (status 0)
    ["XYZ", null],
    ["", null],
    [null, null],
    [undefined, null],
  ])("%p → %p", (code, offered) => {
    expect(offeredCurrency(info.currencies, code)?.code ?? null).toBe(offered);
  });

  it.each<[(string | null | undefined)[], string]>([
    [["AED", "USD"], "AED"],
    [["CHF", "USD"], "USD"],
    [["XYZ", null], "EUR"],
    [[undefined, "usd"], "USD"],
    [[], "EUR"],
  ])("the first offered of %p, else the site default → %s", (candidates, code) => {
    expect(currentCurrency(info, ...candidates).code).toBe(code);
  });
});

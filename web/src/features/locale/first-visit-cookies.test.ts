import { firstVisitCookies, needsFirstVisitDefaults } from "./first-visit-cookies";

const jar = (cookies: Record<string, string>) => (name: string) => cookies[name] ?? null;
const GB = { countryId: "234", currencyCode: "GBP" };

describe("first-visit cookies", () => {
  it.each([
    [{}, true],
    [{ currency_code: "EUR" }, true],
    [{ country: "14" }, true],
    [{ currency_code: "", country: "14" }, true],
    [{ currency_code: "EUR", country: "14" }, false],
  ])("needs defaults with %j: %s", (cookies, needed) => {
    expect(needsFirstVisitDefaults(jar(cookies))).toBe(needed);
  });

  it.each([
    [
      {},
      [
        ["currency_code", "GBP"],
        ["country", "234"],
      ],
    ],
    [{ currency_code: "EUR" }, [["country", "234"]]],
    [{ country: "14" }, [["currency_code", "GBP"]]],
    [{ currency_code: "EUR", country: "14" }, []],
  ])("with %j writes %j", (cookies, written) => {
    expect(firstVisitCookies(jar(cookies), GB)).toEqual(written);
  });
});

import currencyCodes from "currency-codes";
import worldCountries from "world-countries";
import { currencyUsers, normaliseCountryName } from "./currency-users";
import { buildSourceCountry } from "./source-country.factory";

describe("normaliseCountryName", () => {
  it("drops accents, punctuation and parenthesised parts", () => {
    expect(normaliseCountryName("Korea (The Republic Of)")).toBe("korea");
    expect(normaliseCountryName("Côte d'Ivoire")).toBe("cote d ivoire");
    expect(normaliseCountryName("Falkland Islands (The) [Malvinas]")).toBe("falkland islands");
  });
});

describe("currencyUsers", () => {
  const source = [
    buildSourceCountry("SL", {
      name: { common: "Sierra Leone", official: "Republic of Sierra Leone" },
      currencies: { SLL: {} },
    }),
    buildSourceCountry("FR", {
      name: { common: "France", official: "French Republic" },
      currencies: { EUR: {} },
    }),
  ];

  it("joins world-countries' currency lists with ISO's country names", () => {
    const users = currencyUsers(
      [
        { code: "SLE", currency: "Leone", countries: ["Sierra Leone"] },
        { code: "EUR", currency: "Euro", countries: ["France", "European Union"] },
        { code: "XAU", currency: "Gold", countries: ["Zz08_gold"] },
      ],
      source,
    );
    expect(users.get("SLE")).toEqual(["SL"]);
    expect(users.get("SLL")).toEqual(["SL"]);
    expect(users.get("EUR")).toEqual(["EU", "FR"]);
    expect(users.has("XAU")).toBe(false);
  });

  it("finds users for the circulating ISO currencies of the real data", () => {
    const users = currencyUsers(currencyCodes.data, worldCountries);
    expect(users.get("USD")).toEqual(expect.arrayContaining(["US", "EC", "PR"]));
    expect(users.get("KRW")).toEqual(["KR"]);
    expect(users.get("XCD")?.length).toBeGreaterThan(5);
    expect(users.has("XDR")).toBe(false);
  });
});

import worldCountries from "world-countries";
import { buildCountryRows, isDefaultCountry } from "./countries";
import { buildSourceCountry } from "./source-country.factory";

describe("isDefaultCountry", () => {
  it("is true only for the United States", () => {
    expect(isDefaultCountry("US")).toBe(true);
    expect(isDefaultCountry("GB")).toBe(false);
    expect(isDefaultCountry("UM")).toBe(false);
  });
});

describe("buildCountryRows", () => {
  it("adds the TTD and TTO rows copying Trinidad and Tobago, and pins US to 235", () => {
    const source = [
      buildSourceCountry("TT", {
        name: { common: "Trinidad and Tobago", official: "" },
        idd: { root: "+1", suffixes: ["868"] },
        currencies: { TTD: {} },
      }),
      buildSourceCountry("US", {
        idd: { root: "+1", suffixes: ["201", "202"] },
        currencies: { USD: {} },
      }),
    ];
    const rows = buildCountryRows(source);
    expect(rows.map((r) => [r.countryId, r.countryCode, r.isdCode, r.isDefault])).toEqual([
      [1, "TT", "+1-868", false],
      [2, "TTD", "+1-868", false],
      [3, "TTO", "+1-868", false],
      [235, "US", "+1", true],
    ]);
    expect(rows[3]).toMatchObject({
      distanceUnit: "Miles",
      tempUnit: "F",
      currencyCode: "USD",
      countryFlag: "🇺🇸",
    });
  });

  it("refuses data without Trinidad and Tobago", () => {
    expect(() => buildCountryRows([buildSourceCountry("US")])).toThrow(
      "no Trinidad and Tobago (TT) entry",
    );
  });

  describe("on world-countries", () => {
    const rows = buildCountryRows(worldCountries);
    it("gives every country a flag", () => {
      expect(rows.find((r) => r.countryCode === "BQ")?.countryFlag).toBe("🇧🇶");
      expect(rows.filter((r) => !r.countryFlag)).toEqual([]);
    });

    it("gives about 250 rows with unique codes and ids", () => {
      expect(rows).toHaveLength(worldCountries.length + 2);
      expect(new Set(rows.map((r) => r.countryCode)).size).toBe(rows.length);
      expect(new Set(rows.map((r) => r.countryId)).size).toBe(rows.length);
    });

    it("numbers by country code, which already puts the United States at 235", () => {
      const byCode = [...rows].sort((a, b) => (a.countryCode < b.countryCode ? -1 : 1));
      expect(byCode.map((r) => r.countryId)).toEqual(byCode.map((_, i) => i + 1));
      expect(rows.find((r) => r.countryCode === "US")?.countryId).toBe(235);
      expect(rows.filter((r) => r.isDefault).map((r) => r.countryCode)).toEqual(["US"]);
    });
  });
});

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

    it("dials the US Minor Outlying Islands as the United States (+1), not Eswatini (+268)", () => {
      const code = (cca2: string) => rows.find((r) => r.countryCode === cca2)?.isdCode;
      expect(code("UM")).toBe("+1");
      expect(code("SZ")).toBe("+268");
    });

    it("never gives a territory the dial code of an unrelated country", () => {
      // A territory dials as the state it belongs to (Jersey +44, Åland +358), whose money it
      // uses: a shared code held by an independent country and a territory using none of its
      // currencies is a data error (the US Minor Outlying Islands once had Eswatini's +268).
      const source = new Map(worldCountries.map((c) => [c.cca2, c]));
      const holders = new Map<string, (typeof worldCountries)[number][]>();
      for (const row of rows) {
        const country = source.get(row.countryCode);
        if (row.isdCode === null || country === undefined) continue;
        holders.set(row.isdCode, [...(holders.get(row.isdCode) ?? []), country]);
      }
      const unrelated: string[] = [];
      for (const [code, countries] of holders) {
        const states = countries.filter((c) => c.independent === true);
        const stateMoney = new Set(states.flatMap((c) => Object.keys(c.currencies)));
        for (const territory of countries.filter((c) => c.independent !== true)) {
          const money = Object.keys(territory.currencies);
          if (states.length > 0 && money.length > 0 && !money.some((m) => stateMoney.has(m)))
            unrelated.push(`${territory.cca2} ${code} (${states.map((c) => c.cca2).join(", ")})`);
        }
      }
      expect(unrelated).toEqual([]);
    });
  });
});

import worldCountries from "world-countries";
import { buildNationalityRows } from "./nationalities";
import { buildSourceCountry } from "./source-country.factory";

const withDemonym = (cca2: string, m: string, independent = true) =>
  buildSourceCountry(cca2, { independent, demonyms: { eng: { m, f: m } } });

describe("buildNationalityRows", () => {
  it("pins American to 1 and numbers the rest alphabetically", () => {
    const rows = buildNationalityRows([
      withDemonym("US", "American"),
      withDemonym("FR", "French"),
      withDemonym("AF", "Afghan"),
    ]);
    expect(rows).toEqual([
      { nationalityId: 1, nationalityName: "American", nationalityCode: "US" },
      { nationalityId: 2, nationalityName: "Afghan", nationalityCode: "AF" },
      { nationalityId: 3, nationalityName: "French", nationalityCode: "FR" },
    ]);
  });

  it("gives a shared demonym to the independent country, and skips countries without one", () => {
    const rows = buildNationalityRows([
      withDemonym("MP", "American", false),
      withDemonym("US", "American"),
      withDemonym("TF", "French", false),
      withDemonym("FR", "French"),
      buildSourceCountry("BV", { demonyms: {} }),
    ]);
    expect(rows.map((r) => [r.nationalityName, r.nationalityCode])).toEqual([
      ["American", "US"],
      ["French", "FR"],
    ]);
  });

  it("builds unique nationalities from world-countries with American = 1", () => {
    const rows = buildNationalityRows(worldCountries);
    expect(rows.length).toBeGreaterThan(230);
    expect(rows[0]).toEqual({
      nationalityId: 1,
      nationalityName: "American",
      nationalityCode: "US",
    });
    expect(new Set(rows.map((r) => r.nationalityName)).size).toBe(rows.length);
    expect(rows.find((r) => r.nationalityName === "British")?.nationalityCode).toBe("GB");
  });
});

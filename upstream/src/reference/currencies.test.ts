import currencyCodes from "currency-codes";
import worldCountries from "world-countries";
import { readUsdSnapshot } from "../rates/usd-snapshot";
import {
  buildCurrencyRows,
  currencyStatus,
  mainCountryOf,
  type CurrencySource,
} from "./currencies";
import { currencyUsers } from "./currency-users";
import { readIsoFundCodes } from "./iso-funds";

const source = (code: string, overrides: Partial<CurrencySource> = {}): CurrencySource => ({
  code,
  name: code,
  users: ["US"],
  isFund: false,
  hasUsdRate: true,
  ...overrides,
});

describe("currencyStatus", () => {
  it("is 1 for a used, non-fund currency with a rate, else 0", () => {
    expect(currencyStatus(source("USD"))).toBe(1);
    expect(currencyStatus(source("USN", { isFund: true }))).toBe(0);
    expect(currencyStatus(source("XAU", { users: [] }))).toBe(0);
    expect(currencyStatus(source("XSU", { hasUsdRate: false }))).toBe(0);
  });
});

describe("mainCountryOf", () => {
  it("prefers the issuer named by the code, then a single user", () => {
    expect(mainCountryOf("USD", ["EC", "PR", "US"])).toBe("US");
    expect(mainCountryOf("EUR", ["DE", "EU", "FR"])).toBe("EU");
    expect(mainCountryOf("ANG", ["CW"])).toBe("CW");
    expect(mainCountryOf("XCD", ["AG", "DM"])).toBeNull();
  });
});

describe("buildCurrencyRows", () => {
  it("pins USD to 9 and numbers the others by code", () => {
    const rows = buildCurrencyRows(["AAA", "BBB", "USD"].map((c) => source(c)));
    expect(rows.map((r) => [r.code, r.id])).toEqual([
      ["AAA", 1],
      ["BBB", 2],
      ["USD", 9],
    ]);
    expect(rows[2]).toEqual({ id: 9, code: "USD", name: "USD", status: 1, flag: "🇺🇸" });
  });

  it("classifies the real ISO list", () => {
    const users = currencyUsers(currencyCodes.data, worldCountries);
    const funds = readIsoFundCodes();
    const snapshot = readUsdSnapshot();
    const rows = buildCurrencyRows(
      currencyCodes.data.map((c) => ({
        code: c.code,
        name: c.currency,
        users: users.get(c.code) ?? [],
        isFund: funds.has(c.code),
        hasUsdRate: snapshot.unitsPerUsd.has(c.code),
      })),
    );
    const byCode = new Map(rows.map((r) => [r.code, r]));
    expect(byCode.get("USD")).toMatchObject({ id: 9, status: 1, flag: "🇺🇸" });
    expect(byCode.get("EUR")).toMatchObject({ status: 1, flag: "🇪🇺" });
    expect(byCode.get("GBP")).toMatchObject({ status: 1, flag: "🇬🇧" });
    for (const code of ["XAU", "XAG", "XDR", "XTS", "XXX", "BOV", "USN", "CHE"])
      expect(byCode.get(code)?.status).toBe(0);
    expect(rows.filter((r) => r.status === 1).length).toBeGreaterThan(140);
  });
});

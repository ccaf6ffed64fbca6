import worldCountries from "world-countries";
import { dialCodesByCountry, rawDialCode, trimAreaCode } from "./dial-code";

describe("rawDialCode", () => {
  it("joins the root and a single suffix", () => {
    expect(rawDialCode({ root: "+4", suffixes: ["4"] })).toBe("+44");
    expect(rawDialCode({ root: "+3", suffixes: ["3"] })).toBe("+33");
  });

  it("writes NANP members with one area code as +1-NNN and the rest of zone 1 as +1", () => {
    expect(rawDialCode({ root: "+1", suffixes: ["868"] })).toBe("+1-868");
    expect(rawDialCode({ root: "+1", suffixes: ["201", "202"] })).toBe("+1");
    expect(rawDialCode({ root: "+1", suffixes: ["787", "939"] })).toBe("+1");
  });

  it("gives zone 7 as +7 and the shortest suffix otherwise", () => {
    expect(rawDialCode({ root: "+7", suffixes: ["3", "4", "5"] })).toBe("+7");
    expect(rawDialCode({ root: "+3", suffixes: ["906698", "79"] })).toBe("+379");
  });

  it("is null without a root", () => {
    expect(rawDialCode({ root: "", suffixes: [] })).toBeNull();
    expect(rawDialCode({})).toBeNull();
  });
});

describe("trimAreaCode", () => {
  const known = new Set(["+47", "+358", "+212"]);
  it("keeps codes of at most three digits and NANP codes", () => {
    expect(trimAreaCode("+44", known)).toBe("+44");
    expect(trimAreaCode("+1-868", known)).toBe("+1-868");
  });
  it("cuts to the longest known country code, else to three digits", () => {
    expect(trimAreaCode("+4779", known)).toBe("+47");
    expect(trimAreaCode("+35818", known)).toBe("+358");
    expect(trimAreaCode("+2125288", known)).toBe("+212");
    expect(trimAreaCode("+98765", known)).toBe("+987");
  });
});

describe("dialCodesByCountry on world-countries", () => {
  const codes = dialCodesByCountry(worldCountries);
  it.each([
    ["US", "+1"],
    ["CA", "+1"],
    ["TT", "+1-868"],
    ["JM", "+1-876"],
    ["GB", "+44"],
    ["FR", "+33"],
    ["RU", "+7"],
    ["SJ", "+47"],
    ["AX", "+358"],
    ["EH", "+212"],
    ["VA", "+379"],
    ["SH", "+290"],
    ["AQ", null],
  ])("%s → %s", (cca2, expected) => {
    expect(codes.get(cca2)).toBe(expected);
  });

  it("only produces codes of the +D, +DD, +DDD or +1-DDD shapes", () => {
    for (const code of codes.values())
      if (code !== null) expect(code).toMatch(/^\+(\d{1,3}|1-\d{3})$/);
  });
});

import worldCountries from "world-countries";
import { flagEmoji } from "./flag-emoji";

describe("flagEmoji", () => {
  it("builds regional-indicator flags, the same as world-countries'", () => {
    expect(flagEmoji("EU")).toBe("🇪🇺");
    for (const c of worldCountries.filter((c) => c.flag !== ""))
      expect(flagEmoji(c.cca2)).toBe(c.flag);
  });

  it("rejects anything but two upper-case letters", () => {
    expect(() => flagEmoji("us")).toThrow('"us" is not an upper-case alpha-2 code');
    expect(() => flagEmoji("USA")).toThrow();
  });
});

import {
  filterNationalitiesByPrefix,
  keepNameCharacters,
  keepPhoneDigits,
  sanitizeEmail,
  sanitizeName,
} from "./sanitize";

describe("sanitizeEmail", () => {
  it("removes whitespace anywhere, control and zero-width characters", () => {
    expect(sanitizeEmail("  jo e@\tmail.com\n")).toBe("joe@mail.com");
    expect(sanitizeEmail("a\u0000b\u200b@x.io")).toBe("ab@x.io");
  });
  it("removes lone surrogates (broken text) but keeps real emoji pairs", () => {
    expect(sanitizeEmail("a\ud800b@x.io\udfff")).toBe("ab@x.io");
    expect(sanitizeEmail("😀@x.io")).toBe("😀@x.io");
  });
  it("removes angle brackets, double quotes and backticks but keeps apostrophes and case", () => {
    expect(sanitizeEmail('<script>"Jo`e"@X.io')).toBe("scriptJoe@X.io");
    expect(sanitizeEmail("o'brien@x.io")).toBe("o'brien@x.io");
  });
  it("handles 10,000 characters", () => {
    expect(sanitizeEmail(" a".repeat(5000))).toBe("a".repeat(5000));
  });
});

describe("keepNameCharacters", () => {
  it("keeps letters of any script, spaces, apostrophes, hyphens and dots", () => {
    expect(keepNameCharacters("José Zoë O'Brien-Nguyễn St.")).toBe("José Zoë O'Brien-Nguyễn St.");
  });
  it("drops digits, markup and symbols", () => {
    expect(keepNameCharacters("<b>Ann1e</b>!")).toBe("bAnneb");
  });
});

describe("sanitizeName", () => {
  it("collapses spaces, trims and composes to NFC", () => {
    expect(sanitizeName("  Nguye\u0302\u0303n   Van  ")).toBe("Nguyễn Van");
  });
});

describe("keepPhoneDigits", () => {
  it("keeps digits only, at most 15", () => {
    expect(keepPhoneDigits("+1 (555) 010-99")).toBe("155501099");
    expect(keepPhoneDigits("1234567890123456789")).toBe("123456789012345");
  });
});

describe("filterNationalitiesByPrefix", () => {
  const list = [{ name: "American" }, { name: "Andorran" }, { name: "British" }];
  it("filters by name prefix, case-insensitively", () => {
    expect(filterNationalitiesByPrefix(list, "a")).toEqual([
      { name: "American" },
      { name: "Andorran" },
    ]);
    expect(filterNationalitiesByPrefix(list, " BRI")).toEqual([{ name: "British" }]);
  });
  it("returns everything for a blank prefix and nothing for a middle match", () => {
    expect(filterNationalitiesByPrefix(list, "  ")).toHaveLength(3);
    expect(filterNationalitiesByPrefix(list, null)).toHaveLength(3);
    expect(filterNationalitiesByPrefix(list, "ritish")).toEqual([]);
  });
});

import { datePattern, dayFirst, formatDayText, isIsoDay, parseDayText } from "./date-text";

const words = { day: "dd", month: "mm", year: "yyyy" };

test.each([
  ["2026-12-25", "en-US", "2026-12-25"],
  ["2026/12/25", "es-ES", "2026-12-25"],
  ["12/25/2026", "en-US", "2026-12-25"],
  [" 25/12/2026 ", "es-ES", "2026-12-25"],
  ["25.12.2026", "es", "2026-12-25"],
  ["1-2-2027", "en-US", "2027-01-02"],
  ["1-2-2027", "es-MX", "2027-02-01"],
  ["25/12/2026", "en-US", null],
  ["2026-02-29", "en-US", null],
  ["2028-02-29", "en-US", "2028-02-29"],
  ["31/04/2026", "es-ES", null],
  ["tomorrow", "en-US", null],
  ["12/25/26", "en-US", null],
])("parseDayText(%j, %s) is %j", (text, locale, expected) => {
  expect(parseDayText(text, locale)).toBe(expected);
});

test("the locale's order, pattern and numeric text", () => {
  expect(dayFirst("en-US")).toBe(false);
  expect(dayFirst("es-ES")).toBe(true);
  expect(datePattern("en-US", words)).toBe("mm/dd/yyyy");
  expect(datePattern("es-ES", { ...words, year: "aaaa" })).toBe("dd/mm/aaaa");
  expect(formatDayText("2026-03-07", "en-US")).toBe("03/07/2026");
  expect(formatDayText("2026-03-07", "es-ES")).toBe("07/03/2026");
  expect(formatDayText("not a day", "en-US")).toBe("not a day");
  expect(isIsoDay("2026-3-07")).toBe(false);
  expect(isIsoDay("2026-03-07")).toBe(true);
});

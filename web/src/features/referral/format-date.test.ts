import { formatDate } from "./format-date";

describe("formatDate", () => {
  it("shows a day as that day in the language", () => {
    expect(formatDate("2026-01-31", "en-US")).toBe("Jan 31, 2026");
    expect(formatDate("2026-01-31", "es-ES")).toBe("31 ene 2026");
  });

  it("shows a date-time on its day", () => {
    expect(formatDate("2026-03-04T12:00:00.000Z", "en-US")).toBe("Mar 4, 2026");
  });

  it("shows anything else as it came", () => {
    expect(formatDate("soon", "en-US")).toBe("soon");
    expect(formatDate("2026-01-31", "not a locale!")).toBe("2026-01-31");
  });
});

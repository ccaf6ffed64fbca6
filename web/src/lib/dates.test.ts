import { formatDay } from "./dates";

describe("formatDay", () => {
  it("writes an ISO day in a language, that day wherever the traveller is", () => {
    expect(formatDay("2026-06-14", "en-US")).toBe("Jun 14, 2026");
    expect(formatDay("2026-06-14", "es-ES")).toBe("14 jun 2026");
    expect(formatDay("2026-06-14", "en-US")).toBe("Jun 14, 2026");
  });

  it("gives back what is not a day, and the ISO day for a language Intl refuses", () => {
    expect(formatDay("soon", "en-US")).toBe("soon");
    expect(formatDay("2026-13-45", "en-US")).toBe("2026-13-45");
    expect(formatDay("2026-02-30", "en-US")).toBe("2026-02-30");
    expect(formatDay("2026-06-14", "not a language")).toBe("2026-06-14");
  });
});

import { parseUsdSnapshot, readUsdSnapshot } from "./usd-snapshot";

describe("parseUsdSnapshot", () => {
  it("upper-cases codes and keeps positive finite rates", () => {
    const snapshot = parseUsdSnapshot({
      date: "2026-09-29",
      usd: { usd: 1, eur: 0.88, bad: -1, nan: "x" },
    });
    expect(snapshot.date).toBe("2026-09-29");
    expect([...snapshot.unitsPerUsd]).toEqual([
      ["USD", 1],
      ["EUR", 0.88],
    ]);
  });

  it("rejects snapshots without a date, a rate map or USD at 1", () => {
    expect(() => parseUsdSnapshot(null)).toThrow("not a JSON object");
    expect(() => parseUsdSnapshot({ date: "29/09/2026", usd: {} })).toThrow("no valid date");
    expect(() => parseUsdSnapshot({ date: "2026-09-29" })).toThrow("no usd rate map");
    expect(() => parseUsdSnapshot({ date: "2026-09-29", usd: { eur: 0.9 } })).toThrow(
      "does not rate USD at 1",
    );
  });

  it("reads the installed snapshot", () => {
    const snapshot = readUsdSnapshot();
    expect(snapshot.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(snapshot.unitsPerUsd.get("EUR")).toBeGreaterThan(0.5);
    expect(snapshot.unitsPerUsd.get("EUR")).toBeLessThan(1.5);
  });
});

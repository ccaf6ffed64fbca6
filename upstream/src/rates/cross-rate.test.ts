import { crossRate } from "./cross-rate";

describe("crossRate", () => {
  it("divides the target's units per USD by the source's", () => {
    expect(crossRate(1, 0.88)).toBe(0.88);
    expect(crossRate(0.8, 0.8)).toBe(1);
    expect(crossRate(0.88022588, 1)).toBeCloseTo(1.136072, 6);
  });

  it("rounds to 12 significant digits (the money module's rate precision)", () => {
    expect(crossRate(3, 1)).toBe(0.333333333333);
    expect(crossRate(0.1, 0.3)).toBe(3);
  });

  it("refuses non-positive rates", () => {
    expect(() => crossRate(0, 1)).toThrow("rates must be positive");
    expect(() => crossRate(1, Number.NaN)).toThrow("rates must be positive");
  });
});

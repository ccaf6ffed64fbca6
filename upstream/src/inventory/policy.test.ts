import { cancellationTerms, refundPercent } from "./policy";

const moderate = { policy_code: "MODERATE", free_until_days: 7, fee_percent: 50 };
const nonRefundable = { policy_code: "NON_REFUNDABLE", free_until_days: null, fee_percent: 100 };

describe("cancellationTerms", () => {
  it("is free until N days before the start, then the fee", () => {
    expect(cancellationTerms(moderate, "2026-12-20", "2026-11-28")).toEqual({
      policy_code: "MODERATE",
      free_cancellation: true,
      free_until: "2026-12-13",
      fee_percent: 50,
      summary: "Free cancellation until Dec 13, 2026, then a 50% fee",
    });
  });

  it("is no longer free once that day has passed", () => {
    expect(cancellationTerms(moderate, "2026-12-03", "2026-11-28")).toMatchObject({
      free_cancellation: false,
      free_until: null,
      summary: "No free cancellation: a 50% fee",
    });
  });

  it("says non-refundable, and the day in words, in Spanish too", () => {
    expect(cancellationTerms(nonRefundable, "2026-12-20", "2026-11-28", "es").summary).toBe(
      "Sin cancelación gratuita: no reembolsable",
    );
    expect(cancellationTerms(moderate, "2026-12-20", "2026-11-28", "es").summary).toBe(
      "Cancelación gratuita hasta el 13 dic 2026; después, cargo del 50 %",
    );
  });
});

describe("refundPercent", () => {
  it.each([
    [moderate, "2026-12-13", 100],
    [moderate, "2026-12-14", 50],
    [nonRefundable, "2026-11-28", 0],
  ])("%j on %s refunds %i%%", (policy, day, percent) => {
    expect(refundPercent(policy, "2026-12-20", day)).toBe(percent);
  });
});

/**
 * Cross-rate rule: with every rate stored as units per 1 US dollar, the rate from A to B
 * (units of B per 1 A) is perUsd(B) / perUsd(A), rounded to 10 significant digits so that
 * floating-point noise does not leak into prices (USD → USD is exactly 1).
 */
export function crossRate(fromUnitsPerUsd: number, toUnitsPerUsd: number): number {
  if (!(fromUnitsPerUsd > 0) || !(toUnitsPerUsd > 0)) {
    throw new Error(
      `crossRate: rates must be positive (got ${fromUnitsPerUsd} and ${toUnitsPerUsd})`,
    );
  }
  return Number((toUnitsPerUsd / fromUnitsPerUsd).toPrecision(10));
}

import type { UsdRates } from "@travel/schema/wallet";

/** The exchange-rate list (units per US dollar) as the shared rules take it, by currency code. */
export function usdRates(
  list: readonly { currency: string; rate: number }[] | null | undefined,
): UsdRates {
  return Object.fromEntries((list ?? []).map((r) => [r.currency.trim().toUpperCase(), r.rate]));
}

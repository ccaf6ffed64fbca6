/** A currency rate entry: units of `currency` per one US dollar (spec §3). */
export interface UsdRate {
  currency: string;
  rate: number;
}

export interface ConvertedAmount {
  amount: number;
  /** ISO 4217 code of `amount`: the requested currency, or USD when it cannot be converted. */
  currency: string;
}

/**
 * An amount in US dollars converted to a currency with rates based on USD. Without rates, or
 * without a usable rate for that currency, the amount stays in USD: never a wrong figure.
 */
export function convertFromUsd(
  amountUsd: number,
  rates: readonly UsdRate[] | null | undefined,
  currency: string,
): ConvertedAmount {
  const unchanged = { amount: amountUsd, currency: "USD" };
  if (currency.toUpperCase() === "USD") return unchanged;
  const entry = rates?.find((r) => r.currency.toUpperCase() === currency.toUpperCase());
  if (!entry || !Number.isFinite(entry.rate) || entry.rate <= 0) return unchanged;
  return { amount: amountUsd * entry.rate, currency: currency.toUpperCase() };
}

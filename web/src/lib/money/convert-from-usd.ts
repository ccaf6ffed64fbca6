/**
 * Amounts shown in the traveller's currency, converted by the money module
 * (`@travel/schema/money`: exact decimals, rounded to the target currency's minor unit).
 */
import { convertToNumber, currencyCode } from "@travel/schema/money";

/** A currency rate entry: units of `currency` per one US dollar (spec §3). */
export interface UsdRate {
  currency: string;
  rate: number;
}

export interface ConvertedAmount {
  amount: number | string;
  /** ISO 4217 code of `amount`: the requested currency, or USD when it cannot be converted. */
  currency: string;
}

/**
 * An amount in `from` converted to `to` with rates based on USD. Without a usable rate for `to`
 * it is shown in USD when it can be, else it stays in `from`: never a wrong figure.
 */
export function convertForDisplay(
  amount: number | string,
  from: string,
  rates: readonly UsdRate[] | null | undefined,
  to: string,
): ConvertedAmount {
  const source = currencyCode(from);
  const target = currencyCode(to);
  const table = rates ?? [];
  const inTarget = convertToNumber(amount, source, target, table);
  if (inTarget !== null) return { amount: inTarget, currency: target };
  const inUsd = convertToNumber(amount, source, "USD", table);
  if (inUsd !== null) return { amount: inUsd, currency: "USD" };
  return { amount, currency: source };
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
  return convertForDisplay(amountUsd, "USD", rates, currency);
}

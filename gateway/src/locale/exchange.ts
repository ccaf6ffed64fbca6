/**
 * Exchange over one rate table (the upstream's rates from USD): cross rates between any two
 * currencies, and conversion rounded to the target currency's minor unit. The arithmetic and the
 * rounding rule are the money module's (`@travel/schema/money`).
 */
import {
  convertToNumber,
  crossRate as crossRateOf,
  minorUnit,
  roundToMinorUnit,
} from "@travel/schema/money";
import type { CurrencyRateEntry } from "./locale.types";

export { minorUnit as minorUnitDigits, roundToMinorUnit };

/** Units of each currency per one unit of `base`; `base` itself is always 1. */
export interface RateTable {
  base: string;
  rates: ReadonlyMap<string, number>;
}

export interface ExchangeRateEntry {
  currency: string;
  rate: number;
}

export interface MoneyAmount {
  amount: number;
  currency: string;
}

/** Builds a table from upstream `roes`, ignoring unusable (non-positive) rates. */
export function createRateTable(base: string, roes: readonly CurrencyRateEntry[]): RateTable {
  const rates = new Map<string, number>();
  for (const { currency, rate } of roes) {
    if (Number.isFinite(rate) && rate > 0) rates.set(currency.toUpperCase(), rate);
  }
  rates.set(base.toUpperCase(), 1);
  return { base: base.toUpperCase(), rates };
}

/** Units of `to` per one unit of `from`, through the table's base; null when either is unknown. */
export function crossRate(table: RateTable, from: string, to: string): number | null {
  const fromRate = table.rates.get(from.toUpperCase());
  const toRate = table.rates.get(to.toUpperCase());
  if (fromRate === undefined || toRate === undefined) return null;
  return crossRateOf(fromRate, toRate);
}

/** Rates from `base` to every currency of the table, ordered by code; null when `base` is unknown. */
export function ratesFrom(table: RateTable, base: string): ExchangeRateEntry[] | null {
  if (!table.rates.has(base.toUpperCase())) return null;
  return [...table.rates.keys()].sort().map((currency) => ({
    currency,
    rate: crossRate(table, base, currency) as number,
  }));
}

/** `amount` of `from` in `to`, rounded to `to`'s minor unit; null when either is unknown. */
export function convertAmount(
  table: RateTable,
  amount: number,
  from: string,
  to: string,
): MoneyAmount | null {
  if (!table.rates.has(from.toUpperCase()) || !table.rates.has(to.toUpperCase())) return null;
  const converted = convertToNumber(amount, from, to, table.rates);
  return converted === null ? null : { amount: converted, currency: to.toUpperCase() };
}

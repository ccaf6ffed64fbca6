/**
 * Exchange math over one rate table (the upstream's rates from USD): cross rates between any
 * two currencies, and conversion rounded to the target currency's minor unit.
 */
import type { CurrencyRateEntry } from "./locale.types";

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

/** Keeps 12 significant digits so cross rates do not carry floating-point noise (0.1 + 0.2). */
const clean = (value: number) => Number(value.toPrecision(12));

/** Units of `to` per one unit of `from`, through the table's base; null when either is unknown. */
export function crossRate(table: RateTable, from: string, to: string): number | null {
  const fromRate = table.rates.get(from.toUpperCase());
  const toRate = table.rates.get(to.toUpperCase());
  if (fromRate === undefined || toRate === undefined) return null;
  return clean(toRate / fromRate);
}

/** Rates from `base` to every currency of the table, ordered by code; null when `base` is unknown. */
export function ratesFrom(table: RateTable, base: string): ExchangeRateEntry[] | null {
  if (!table.rates.has(base.toUpperCase())) return null;
  return [...table.rates.keys()].sort().map((currency) => ({
    currency,
    rate: crossRate(table, base, currency) as number,
  }));
}

/** Digits after the decimal point of a currency's minor unit: 2 for USD, 0 for JPY, 3 for BHD. */
export function minorUnitDigits(currency: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions()
    .maximumFractionDigits as number;
}

/** Rounds half away from zero to the currency's minor unit. */
export function roundToMinorUnit(amount: number, currency: string): number {
  const digits = minorUnitDigits(currency);
  const rounded = Number(Math.abs(amount).toFixed(digits));
  return amount < 0 && rounded !== 0 ? -rounded : rounded;
}

/** `amount` of `from` in `to`, rounded to `to`'s minor unit; null when either is unknown. */
export function convertAmount(
  table: RateTable,
  amount: number,
  from: string,
  to: string,
): MoneyAmount | null {
  const fromRate = table.rates.get(from.toUpperCase());
  const toRate = table.rates.get(to.toUpperCase());
  if (fromRate === undefined || toRate === undefined) return null;
  const currency = to.toUpperCase();
  return { amount: roundToMinorUnit((amount * toRate) / fromRate, currency), currency };
}

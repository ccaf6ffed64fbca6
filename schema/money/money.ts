/**
 * Money, computed one way everywhere: exact decimal arithmetic (big.js), rounded once per step to
 * the currency's ISO 4217 minor unit, half away from zero; conversion through rates relative to
 * USD (spec §3 "Currency rate entry: code and rate relative to USD"); the price-limit factors
 * (spec §9) and "discounted price never goes below zero" (spec §5); formatting by
 * `Intl.NumberFormat` (format.ts). Used by the upstream, the gateway and the web app. Browser-safe.
 *
 * The rounding rule: every amount that is shown, charged or compared is the exact decimal result
 * rounded to the minor unit of the currency it is in (JPY 0 digits, USD and EUR 2, KWD and BHD 3),
 * halves away from zero (10.125 USD → 10.13, 1234.5 JPY → 1235, −10.125 → −10.13). The spec names
 * no rounding mode; half away from zero is the commercial rule travellers read on invoices and the
 * one every earlier computation of this product used, so no shown total moves. Rates are not
 * amounts: they keep RATE_SIGNIFICANT_DIGITS significant digits, and conversions use the exact
 * rates, rounding only the converted amount.
 */
import Big from "big.js";
import { boundedCache, remember } from "./bounded-cache";

/** What an amount may be given as: a JS number (read by its shortest decimal form), a decimal string, or a decimal. */
export type DecimalInput = number | string | Big.Big;

/** Units of each currency per one US dollar (spec §3): a map, a record or the `roes` list. USD is 1 when absent. */
export type UsdRates =
  | ReadonlyMap<string, number>
  | Readonly<Record<string, number>>
  | readonly { currency: string; rate: number }[];

/** Significant digits kept in an exchange rate (a rate is not an amount: no minor unit applies). */
export const RATE_SIGNIFICANT_DIGITS = 12;

/** Decimal places kept by a division before the result is rounded to a minor unit or a rate. */
const DIVISION_PLACES = 30;

/**
 * This module's own big.js constructor (its settings never touch another user of the library):
 * divisions keep 30 places, rounding is half away from zero.
 */
const Decimal = /* @__PURE__ */ (() => {
  const D = Big();
  D.DP = DIVISION_PLACES;
  D.RM = Big.roundHalfUp;
  // Plain notation in toString for every amount a price can reach.
  D.NE = -30;
  D.PE = 30;
  return D;
})();

/** The exact decimal of an amount; a number is read by its shortest decimal form (0.1 is 0.1). */
export function toDecimal(value: DecimalInput): Big.Big {
  if (typeof value === "number" && !Number.isFinite(value)) {
    throw new RangeError(`Not a finite amount: ${value}`);
  }
  try {
    return new Decimal(value);
  } catch {
    throw new RangeError(`Not a decimal amount: ${String(value)}`);
  }
}

/** Upper-cased, trimmed ISO 4217 code. */
export const currencyCode = (currency: string): string => currency.trim().toUpperCase();

const minorUnits = boundedCache<number>("minorUnits");

/**
 * Digits after the decimal point of a currency's ISO 4217 minor unit: 2 for USD, 0 for JPY, 3 for
 * KWD and BHD (read from `Intl.NumberFormat`, whose data follows ISO 4217). A malformed code gets 2.
 */
export function minorUnit(currency: string): number {
  const code = currencyCode(currency);
  return remember(minorUnits, code, () => {
    try {
      return new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions()
        .maximumFractionDigits as number;
    } catch {
      return 2;
    }
  });
}

/** `value` rounded to `places` decimals, halves away from zero, without a negative zero. */
function roundTo(value: DecimalInput, places: number): Big.Big {
  const rounded = toDecimal(value).round(places, Big.roundHalfUp);
  return rounded.eq(0) ? new Decimal(0) : rounded;
}

/** The rule: `amount` rounded to `currency`'s minor unit, halves away from zero, as a decimal. */
export function roundMoney(amount: DecimalInput, currency: string): Big.Big {
  return roundTo(amount, minorUnit(currency));
}

/** Below this many minor units a number's float error is far under half a minor unit. */
const EXACT_SCALED_LIMIT = 2 ** 43;

/**
 * The amount in minor units when it is a number already at `places` decimals (most amounts:
 * the upstream rounds them), else null. Its exact decimal is then within far less than half a
 * minor unit of `scaled / 10^places`, so the rule's rounding gives exactly that: the caller may
 * skip big.js. Zero is left to big.js (no negative zero).
 */
function alreadyRounded(amount: DecimalInput, places: number): number | null {
  if (typeof amount !== "number") return null;
  const scaled = amount * 10 ** places;
  return Number.isInteger(scaled) && scaled !== 0 && Math.abs(scaled) < EXACT_SCALED_LIMIT
    ? scaled
    : null;
}

/** `roundMoney` as a JS number, for the fields and stores that still carry numbers. */
export function roundToMinorUnit(amount: DecimalInput, currency: string): number {
  const places = minorUnit(currency);
  const scaled = alreadyRounded(amount, places);
  if (scaled !== null) return scaled / 10 ** places;
  return roundTo(amount, places).toNumber();
}

/** The amount as an exact decimal string with the currency's minor digits: "138.00", "1630", "1.235". */
export function toDecimalString(amount: DecimalInput, currency: string): string {
  const places = minorUnit(currency);
  const scaled = alreadyRounded(amount, places);
  if (scaled !== null) return (scaled / 10 ** places).toFixed(places);
  return roundTo(amount, places).toFixed(places);
}

/**
 * The amount in the currency's minor unit, as a payment provider takes it: 12.5 USD → 1250,
 * 1234.5 JPY → 1235 (rounded by the rule first), 1.2345 KWD → 1235.
 */
export function toMinorUnits(amount: DecimalInput, currency: string): number {
  return roundMoney(amount, currency)
    .times(10 ** minorUnit(currency))
    .toNumber();
}

/** An amount given in the currency's minor unit, as a decimal: 1250 USD cents → 12.5. */
export function fromMinorUnits(amountMinor: number, currency: string): Big.Big {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`Not a whole number of minor units: ${amountMinor}`);
  }
  return new Decimal(amountMinor).div(10 ** minorUnit(currency));
}

/** Spec §5 "never below zero": the amount, or 0 when it is negative. */
export function nonNegative(amount: DecimalInput): Big.Big {
  const value = toDecimal(amount);
  return value.lt(0) ? new Decimal(0) : value;
}

/** The sum of amounts, exact (round it with `roundMoney` when it is an amount to show). */
export function sum(amounts: readonly DecimalInput[]): Big.Big {
  return amounts.reduce<Big.Big>((total, a) => total.plus(toDecimal(a)), new Decimal(0));
}

/** Units of `currency` per one USD in `rates`; USD is 1 when absent; null when missing or unusable. */
export function usdRate(rates: UsdRates, currency: string): number | null {
  const code = currencyCode(currency);
  let rate: number | undefined;
  if (Array.isArray(rates)) {
    rate = (rates as readonly { currency: string; rate: number }[]).find(
      (r) => currencyCode(r.currency) === code,
    )?.rate;
  } else if (rates instanceof Map) {
    rate = rates.get(code);
  } else {
    rate = (rates as Readonly<Record<string, number>>)[code];
  }
  if (rate === undefined && code === "USD") return 1;
  return typeof rate === "number" && Number.isFinite(rate) && rate > 0 ? rate : null;
}

function positiveOrNull(value: DecimalInput): Big.Big | null {
  try {
    const decimal = toDecimal(value);
    return decimal.gt(0) ? decimal : null;
  } catch {
    return null;
  }
}

/**
 * Units of `to` per one unit of `from`, given both as units per one USD: to ÷ from, to
 * RATE_SIGNIFICANT_DIGITS significant digits (USD → USD is exactly 1). Throws on a rate that is
 * not positive.
 */
export function crossRate(fromUnitsPerUsd: DecimalInput, toUnitsPerUsd: DecimalInput): number {
  const from = positiveOrNull(fromUnitsPerUsd);
  const to = positiveOrNull(toUnitsPerUsd);
  if (from === null || to === null) {
    throw new RangeError(
      `crossRate: rates must be positive (got ${String(fromUnitsPerUsd)} and ${String(toUnitsPerUsd)})`,
    );
  }
  return to.div(from).prec(RATE_SIGNIFICANT_DIGITS, Big.roundHalfUp).toNumber();
}

/**
 * `amount` of `from` in `to`, exact (amount × rate(to) ÷ rate(from), rates relative to USD),
 * rounded once to `to`'s minor unit; null when a rate is missing (spec §8: no rate gives null,
 * never an error). The same currency is only rounded.
 */
export function convert(
  amount: DecimalInput,
  from: string,
  to: string,
  rates: UsdRates,
): Big.Big | null {
  const fromRate = usdRate(rates, from);
  const toRate = usdRate(rates, to);
  if (fromRate === null || toRate === null) return null;
  if (currencyCode(from) === currencyCode(to)) return roundMoney(amount, to);
  return roundMoney(toDecimal(amount).times(toRate).div(fromRate), to);
}

/** `convert` as a JS number; null when a rate is missing. */
export function convertToNumber(
  amount: DecimalInput,
  from: string,
  to: string,
  rates: UsdRates,
): number | null {
  return convert(amount, from, to, rates)?.toNumber() ?? null;
}

/** Price-limit factors for applying discount cards (spec §9): 1.1 for hotels, 1.05 otherwise. */
export const PRICE_LIMIT_FACTORS = { HLT: 1.1, default: 1.05 } as const;

/** Spec §9: the price-limit factor of a product: 1.1 for hotels (HLT), else 1.05. */
export function priceLimitFactor(product: string): number {
  return product.trim().toUpperCase() === "HLT"
    ? PRICE_LIMIT_FACTORS.HLT
    : PRICE_LIMIT_FACTORS.default;
}

/**
 * Spec §9: discount cards worth `discount` cover `price` within the price-limit `factor` when
 * price ≤ discount × factor, both rounded to `currency`'s minor unit (no cards: never covered).
 */
export function coveredWithinLimit(
  price: DecimalInput,
  discount: DecimalInput,
  factor: DecimalInput,
  currency: string,
): boolean {
  const cards = nonNegative(discount);
  if (cards.eq(0)) return false;
  return roundMoney(price, currency).lte(roundMoney(cards.times(toDecimal(factor)), currency));
}

/**
 * Spec §5: `price` less `deduction` (a negative deduction counts as none), never below zero,
 * rounded to `currency`'s minor unit.
 */
export function deductNeverBelowZero(
  price: DecimalInput,
  deduction: DecimalInput,
  currency: string,
): Big.Big {
  return roundMoney(nonNegative(toDecimal(price).minus(nonNegative(deduction))), currency);
}

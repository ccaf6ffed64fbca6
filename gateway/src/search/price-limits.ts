/**
 * The price filters, given in the traveller's currency, as the upstream takes them: USD on the
 * total. A result's shown total is its USD total (whole cents) converted by toTravellerAmount,
 * the conversion of every price the gateway shows; so the highest limit is the largest USD
 * total whose shown total is not above the traveller's limit, and the lowest the smallest whose
 * shown total is not below it. An offer shown at exactly a limit is kept, one shown a minor
 * unit beyond it is not.
 */
import { toDecimal, type DecimalInput } from "@travel/schema/money";
import { toTravellerAmount, type MoneyContext } from "../wallet/wallet-model";

/** The upstream's largest price filter, in USD. */
export const MAX_USD_LIMIT = 1e9;
const MAX_CENTS = MAX_USD_LIMIT * 100;

/** The total shown for `cents` USD; null without a rate. */
function shownTotal(money: MoneyContext, cents: number): number | null {
  return toTravellerAmount(money, cents / 100, "USD");
}

/** The smallest cents in [0, MAX_CENTS] where `holds` (monotone: false… then true…); null: none. */
function firstCents(holds: (cents: number) => boolean): number | null {
  if (!holds(MAX_CENTS)) return null;
  let low = 0;
  let high = MAX_CENTS;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (holds(mid)) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** Thrown when the traveller's currency has no rate (the rates could not be read). */
export class NoRateError extends Error {}

/**
 * The USD limit for the traveller's `limit` (not negative): for `max` the largest USD total
 * shown at or below it, for `min` the smallest shown at or above it; MAX_USD_LIMIT caps both
 * (a minimum beyond every total keeps none). Throws NoRateError without a rate.
 */
export function usdLimit(money: MoneyContext, limit: DecimalInput, bound: "min" | "max"): number {
  const wanted = toDecimal(limit);
  const shown = (cents: number) => {
    const amount = shownTotal(money, cents);
    if (amount === null) throw new NoRateError(`no rate for ${money.currency}`);
    return amount;
  };
  if (bound === "min") {
    const cents = firstCents((c) => wanted.lte(shown(c)));
    return cents === null ? MAX_USD_LIMIT : cents / 100;
  }
  // the largest cents shown ≤ limit: one before the first shown above it
  const above = firstCents((c) => wanted.lt(shown(c)));
  return above === null ? MAX_USD_LIMIT : Math.max(0, above - 1) / 100;
}

/** The currency amounts are computed in when they must be exact (prices, the wallet summary). */
import type { MoneyContext } from "./wallet-model";

/**
 * The traveller's currency when a rate to it is known, else USD (the offers' own currency; the
 * rate failure is already logged).
 */
export function offeredMoney(money: MoneyContext): MoneyContext {
  if (money.currency === "USD" || money.table?.rates.has(money.currency)) return money;
  return { currency: "USD", table: money.table };
}

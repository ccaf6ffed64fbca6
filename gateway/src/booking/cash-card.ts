/**
 * The cash card in a price (after pricing.ts has applied the certificate or discount cards), by
 * the shared rules (`@travel/schema/wallet` cash-card.ts): the traveller's first usable cash card
 * when the organisation enables Cash Card (the wallet holds no cash card otherwise) and its
 * balance converts to the priced currency; the amount the traveller chose, at most the balance
 * and at most what remains to pay, taken off last (never below zero) and spent in the card's own
 * currency. An amount of 0 (or none) spends nothing.
 */
import { toDecimal } from "@travel/schema/money";
import {
  cardUsability,
  cashCardLimit,
  cashCardProblem,
  parseCashAmount,
  payWithCashCard,
  type CashCardProblem,
} from "@travel/schema/wallet";
import {
  valueOf,
  type CardModel,
  type MoneyContext,
  type WalletModel,
} from "../wallet/wallet-model";
import { amountUsedOf, type PriceResult } from "./pricing";

/** The cash card of a price, amounts in the priced currency. */
export interface CashCardPrice {
  card: CardModel;
  balance: number;
  /** The most this trip can use: min(balance, what remains to pay). */
  limit: number;
  applied: number;
}

/** Why the amount chosen cannot be spent (the BookingErrorCode of each). */
export type CashCardRefusal = CashCardProblem | "CASH_CARD_NOT_ENABLED";

export interface CashPriceResult extends PriceResult {
  cashCard: CashCardPrice | null;
  /** Why the amount sent cannot be spent; null when it can (or none was sent). */
  cashCardRefusal: CashCardRefusal | null;
}

/** The usable cash card for the product and its balance in the priced currency, or null. */
function usableCashCard(
  wallet: WalletModel | null,
  product: string,
  money: MoneyContext,
): { card: CardModel; balance: number } | null {
  for (const card of wallet?.cashCards ?? []) {
    if (!cardUsability(card.rule, product).usable) continue;
    const balance = valueOf(card, money);
    if (balance !== null && balance > 0) return { card, balance };
  }
  return null;
}

export function withCashCard(
  priced: PriceResult,
  wallet: WalletModel | null,
  product: string,
  money: MoneyContext,
  amount: string | null | undefined,
): CashPriceResult {
  const currency = priced.currency;
  const usable = usableCashCard(wallet, product, { ...money, currency });
  const cashCard: CashCardPrice | null = usable && {
    ...usable,
    limit: cashCardLimit(usable.balance, priced.total, currency),
    applied: 0,
  };
  const plain = (refusal: CashCardRefusal | null): CashPriceResult => ({
    ...priced,
    cashCard,
    cashCardRefusal: refusal,
  });
  if (amount === null || amount === undefined) return plain(null);
  const parsed = parseCashAmount(amount, currency);
  if (parsed === null) return plain("INVALID_CASH_AMOUNT");
  if (toDecimal(parsed).eq(0)) return plain(null);
  if (cashCard === null) return plain("CASH_CARD_NOT_ENABLED");
  const problem = cashCardProblem(parsed, cashCard.balance, priced.total, currency);
  if (problem !== null) return plain(problem);
  const applied = toDecimal(parsed).toNumber();
  return {
    ...priced,
    total: payWithCashCard(priced.total, applied, currency),
    lines: [
      ...priced.lines,
      { code: "CASH_CARD", label: cashCard.card.entry.name, amount: -applied },
    ],
    spent: [
      ...priced.spent,
      {
        card: cashCard.card,
        kind: "cash",
        applied,
        amountUsed: amountUsedOf(cashCard.card, applied, cashCard.balance),
      },
    ],
    cashCard: { ...cashCard, applied },
    cashCardRefusal: null,
  };
}

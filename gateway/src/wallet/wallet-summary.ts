/**
 * Wallet.summary: what the traveller's usable cards are worth together, in the traveller's
 * currency (offeredMoney: USD when no rate to it is known), each card converted and rounded by
 * the money module, then added. Usable: active and not expired (cardModel counts an expired card
 * as not active), a discount card or cash card with an amount above 0; each kind only when the
 * organisation enables it (the wallet holds no card of a disabled kind). A card whose currency
 * has no rate is left out and makes the summary incomplete.
 */
import { roundToMinorUnit, sum } from "@travel/schema/money";
import { isActiveStatus } from "@travel/schema/wallet";
import type { ResolversParentTypes } from "../__generated__/resolvers-types";
import { toMoney } from "../locale/money";
import { offeredMoney } from "./offered-money";
import { valueOf, type CardModel, type MoneyContext, type WalletModel } from "./wallet-model";

type WalletSummary = ResolversParentTypes["WalletSummary"];

const usable = (card: CardModel) =>
  isActiveStatus(card.rule.status) && (card.kind === "CERTIFICATE" || card.rule.amount > 0);

export function walletSummary(wallet: WalletModel, traveller: MoneyContext): WalletSummary {
  const money = offeredMoney(traveller);
  let complete = true;
  let cardCount = 0;
  const worth = (cards: readonly CardModel[]) => {
    const values = cards.filter(usable).map((card) => valueOf(card, money));
    complete &&= values.every((v) => v !== null);
    const known = values.filter((v) => v !== null);
    cardCount += known.length;
    return roundToMinorUnit(sum(known), money.currency);
  };
  const certificates = worth(wallet.certificates);
  const discountCards = worth(wallet.discountCards);
  const cashCard = worth(wallet.cashCards);
  const total = roundToMinorUnit(sum([certificates, discountCards, cashCard]), money.currency);
  const amount = (value: number) => toMoney(value, money.currency);
  return {
    total: amount(total),
    certificates: amount(certificates),
    discountCards: amount(discountCards),
    cashCard: amount(cashCard),
    cardCount,
    complete,
  };
}

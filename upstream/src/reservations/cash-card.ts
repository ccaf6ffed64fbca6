/**
 * The cash card's rules at booking (book.ts applies them inside the booking's transaction):
 *
 * - the organisation's wallet options (`org_site_wallet`) must include "Cash Card"
 *   (case-insensitive), else 409 CASH_CARD_NOT_ENABLED;
 * - amount_used at most the balance, else 409 CASH_CARD_OVER_BALANCE (checked again by the
 *   conditional UPDATE, so two bookings at once never take the balance below zero);
 * - the cash spent at most what remains to pay after the other cards, else 409
 *   CASH_CARD_OVER_DUE: in USD at the latest stored rates, subtotal_usd plus the redemption price
 *   of a certificate bought at booking, less what the other cards take (never below zero). A
 *   card amount converted from another currency may differ from the gateway's by one cent, so one
 *   cent per converted card is allowed; a card whose currency has no stored rate is left out of
 *   the sum (the gateway's arithmetic is trusted, as for `total`);
 * - each spend is recorded (cash_card_spends: amount, balance before and after) in the same
 *   transaction: a refused booking leaves neither the debit nor the record.
 */
import { convert, roundMoney, sum, toDecimal, toDecimalString } from "@travel/schema/money";
import { enabledWalletOptions } from "@travel/schema/wallet";
import type Big from "big.js";
import { kyselyOf, type Queryable } from "../db/db";
import { HttpError } from "../http/http-error";
import { latestRates } from "../rates/store";
import { SITE_ORG_ID } from "../site/organisation";
import { orgSiteWallet, type StoredCard } from "../wallet/store";
import type { ReservationInput, UsedCardInput } from "./payloads";

export const CASH_CARD_NOT_ENABLED = "CASH_CARD_NOT_ENABLED";
export const CASH_CARD_OVER_BALANCE = "CASH_CARD_OVER_BALANCE";
export const CASH_CARD_OVER_DUE = "CASH_CARD_OVER_DUE";

const refusal = (code: string, card: string, why: string) =>
  new HttpError(409, `Card ${card} cannot be used for this booking: ${why}`, code);

const fixed = (amount: number | Big.Big, currency: string) =>
  `${toDecimalString(amount, currency)} ${currency}`;

/** The cash cards of the booking (amount above 0) must be allowed by the organisation. */
export async function checkCashCardsAllowed(
  tx: Queryable,
  cards: readonly UsedCardInput[],
): Promise<void> {
  const cash = cards.find((c) => c.kind === "cash" && c.amount_used > 0);
  if (cash === undefined) return;
  if (!enabledWalletOptions((await orgSiteWallet(tx, SITE_ORG_ID)) ?? "").includes("CASH_CARD"))
    throw refusal(
      CASH_CARD_NOT_ENABLED,
      cash.card_code,
      "the organisation does not accept cash cards",
    );
}

/** The balance must cover the amount (the card is locked). */
export function checkCashBalance(card: StoredCard, used: UsedCardInput): void {
  if (used.amount_used > card.card_amount)
    throw refusal(
      CASH_CARD_OVER_BALANCE,
      used.card_code,
      `its balance of ${fixed(card.card_amount, card.payment_card_currency)} does not cover ${toDecimalString(used.amount_used, card.payment_card_currency)}`,
    );
}

/** The conditional UPDATE found the balance short (a card changed since it was locked). */
export const cashNotCovered = (card: string) =>
  refusal(CASH_CARD_OVER_BALANCE, card, "its balance does not cover the amount");

/** The cash spent must not be more than what remains to pay after the other cards (see above). */
export async function checkCashWithinDue(
  tx: Queryable,
  input: ReservationInput,
  locked: ReadonlyMap<number, StoredCard | null>,
): Promise<void> {
  const cash = input.cards.filter((c) => c.kind === "cash" && c.amount_used > 0);
  if (cash.length === 0) return;
  const currencyOf = (used: UsedCardInput) =>
    locked.get(used.payment_card_id)?.payment_card_currency ?? "USD";
  const { unitsPerUsd } = await latestRates(tx, [...new Set(input.cards.map(currencyOf))]);
  let converted = 0;
  const inUsd = (amount: number, currency: string) => {
    if (currency !== "USD") converted += 1;
    return convert(amount, currency, "USD", unitsPerUsd);
  };
  const known = (amounts: (Big.Big | null)[]) => amounts.filter((a) => a !== null);
  const others = input.cards.filter((c) => c.kind !== "cash");
  const bought = others.flatMap((c) => {
    const card = locked.get(c.payment_card_id);
    return c.kind === "org_certificate" && card
      ? [inUsd(card.payment_card_redemption_price ?? 0, card.payment_card_currency)]
      : [];
  });
  const taken = known(others.map((c) => inUsd(c.amount_used, currencyOf(c))));
  const dueUsd = roundMoney(
    toDecimal(input.subtotal_usd)
      .plus(sum(known(bought)))
      .minus(sum(taken)),
    "USD",
  );
  const due = dueUsd.lt(0) ? toDecimal(0) : dueUsd;
  const spentUsd = sum(known(cash.map((c) => inUsd(c.amount_used, currencyOf(c)))));
  if (spentUsd.gt(due.plus(toDecimal(converted).times("0.01")))) {
    const first = cash[0] as UsedCardInput;
    throw refusal(
      CASH_CARD_OVER_DUE,
      first.card_code,
      `${fixed(spentUsd, "USD")} is more than the ${fixed(due, "USD")} that remains to pay`,
    );
  }
}

/** Records one spend of the booking's transaction (`card` as locked, before the spend). */
export async function recordCashSpend(
  tx: Queryable,
  spend: {
    reservationId: number;
    card: StoredCard;
    amount: number;
    balanceAfter: number;
    at: Date;
  },
): Promise<void> {
  await kyselyOf(tx)
    .insertInto("cash_card_spends")
    .values({
      reservation_id: spend.reservationId,
      payment_card_id: spend.card.payment_card_id,
      amount: spend.amount,
      currency: spend.card.payment_card_currency,
      balance_before: spend.card.card_amount,
      balance_after: spend.balanceAfter,
      spent_at: spend.at,
    })
    .execute();
}

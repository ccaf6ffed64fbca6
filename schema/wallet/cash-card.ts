/**
 * The cash card as a payment (spec §3 user card response `cashcarddata`, wallet option
 * "Cash Card"; §5 never below zero), shared by the gateway (quote and booking checks) and the
 * web app (the booking form's field). Amounts are in the currency the trip is priced in, computed
 * by the money module (exact decimals, rounded to the currency's minor unit):
 *
 * - the traveller chooses how much of the balance to spend: a decimal from 0 with at most the
 *   currency's minor digits (USD 2, JPY 0);
 * - at most the balance (the card's amount in the priced currency) and at most what remains to
 *   pay after the certificate or discount cards (`due`): the limit is the smaller, never below 0;
 * - it is taken off last: total = due − amount, never below zero.
 */
import {
  deductNeverBelowZero,
  minorUnit,
  nonNegative,
  roundMoney,
  toDecimal,
  type DecimalInput,
} from "../money/money";

/** Why a cash card amount cannot be spent; the same names as the GraphQL booking error codes. */
export type CashCardProblem =
  "INVALID_CASH_AMOUNT" | "CASH_CARD_OVER_BALANCE" | "CASH_CARD_OVER_DUE";

const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * The amount as an exact decimal string rounded to nothing (the traveller's own digits), or null
 * when it is not a decimal from 0 with at most the currency's minor digits ("12.5", "12.50" and
 * "12" are amounts in USD; "-1", "1e3", "12.505" are not).
 */
export function parseCashAmount(text: string, currency: string): string | null {
  const value = text.trim();
  if (!DECIMAL.test(value)) return null;
  const digits = value.includes(".") ? value.length - value.indexOf(".") - 1 : 0;
  return digits <= minorUnit(currency) ? toDecimal(value).toString() : null;
}

/** The most of the cash card this trip can use: min(balance, due), never below zero. */
export function cashCardLimit(balance: DecimalInput, due: DecimalInput, currency: string): number {
  const a = nonNegative(balance);
  const b = nonNegative(due);
  return roundMoney(a.lt(b) ? a : b, currency).toNumber();
}

/** Why `amount` of a cash card worth `balance` cannot pay towards `due`; null when it can. */
export function cashCardProblem(
  amount: string,
  balance: DecimalInput,
  due: DecimalInput,
  currency: string,
): CashCardProblem | null {
  const parsed = parseCashAmount(amount, currency);
  if (parsed === null) return "INVALID_CASH_AMOUNT";
  const value = toDecimal(parsed);
  if (value.gt(roundMoney(nonNegative(balance), currency))) return "CASH_CARD_OVER_BALANCE";
  if (value.gt(roundMoney(nonNegative(due), currency))) return "CASH_CARD_OVER_DUE";
  return null;
}

/** What remains to pay once `amount` of the cash card is taken off `due`: never below zero. */
export function payWithCashCard(due: DecimalInput, amount: DecimalInput, currency: string): number {
  return deductNeverBelowZero(due, amount, currency).toNumber();
}

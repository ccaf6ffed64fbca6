import { useCallback, useState } from "react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { cashCardProblem, parseCashAmount } from "@travel/schema/wallet";
import type { QuoteQuery } from "../../__generated__/graphql";

type QuoteCashCard = NonNullable<NonNullable<QuoteQuery["quote"]>["cashCard"]>;

/** The input field the gateway names for the cash card amount. */
export const CASH_FIELD = "cashCardAmount";

/** The cash card reason of a quote's BAD_USER_INPUT error (field cashCardAmount), or null. */
function cashReasonOf(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const e of error.errors) {
    if (e.extensions?.field === CASH_FIELD && typeof e.extensions.reason === "string")
      return e.extensions.reason;
  }
  return null;
}

/**
 * The booking form's cash card amount (spec §3 cashcarddata, wallet option Cash Card): what the
 * traveller typed, checked by the shared rules against the balance and the most this trip can
 * use (`limit`, from the latest quote); only a valid amount is sent with the quote and the
 * booking. An amount the gateway refuses for a quote (the trip or cards changed what remains to
 * pay) is kept out of the next quote until it is changed, and its reason shown. What the quote
 * says reaches the hook through `observe` (the quote is asked with the amount this hook gives).
 */
export function useCashCard() {
  const [text, setText] = useState("");
  const [cashCard, setCashCard] = useState<QuoteCashCard | null>(null);
  const [refused, setRefused] = useState<{ amount: string; reason: string } | null>(null);

  const currency = cashCard?.balance.currency ?? "USD";
  const blank = text.trim() === "";
  const problem =
    blank || cashCard === null
      ? null
      : cashCardProblem(text, cashCard.balance.decimal, cashCard.limit.decimal, currency);
  const refusedNow =
    refused !== null && refused.amount === parseCashAmount(text, currency) ? refused.reason : null;
  const error = problem ?? refusedNow;
  const amount =
    blank || cashCard === null || error !== null ? null : parseCashAmount(text, currency);
  return {
    /** The traveller's card in the latest quote; null when it cannot be used. */
    card: cashCard,
    text,
    /** The BookingErrorCode of what is wrong with the text, or null. */
    error,
    /** The amount to send (a decimal string, above 0); null for none. */
    amount: amount !== null && Number(amount) > 0 ? amount : null,
    /**
     * What the latest quote says (its cash card, or the quote's error): called by the form once a
     * quote answers. A quote without an answer yet changes nothing.
     */
    observe: useCallback(
      (quoted: QuoteCashCard | null | undefined, quoteError: unknown, sentAmount: string) => {
        if (quoted !== undefined) setCashCard(quoted);
        const reason = cashReasonOf(quoteError);
        if (reason !== null) setRefused({ amount: sentAmount, reason });
      },
      [],
    ),
    change: (next: string) => setText(next),
    useAll: () => setText(cashCard?.limit.decimal ?? ""),
    clear: () => setText(""),
  };
}

export type CashCardState = ReturnType<typeof useCashCard>;

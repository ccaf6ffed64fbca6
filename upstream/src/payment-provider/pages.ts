/**
 * The payment provider's hosted pages (plain pages, see http/plain-page.ts): the checkout form
 * with its test cards, the 3-D Secure style challenge, and the page of a payment that can no
 * longer be paid. Forms are POSTed (a card number never goes into an address or a log).
 */
import { formatMoney, fromMinorUnits } from "@travel/schema/money";
import { escapeHtml, plainPage } from "../http/plain-page";
import { TEST_CARDS, type CardForm, type CardFormError } from "./cards";

const EXTRA_STYLE =
  ".amount{font-size:1.75rem;font-weight:700;margin:.25rem 0}.row{display:flex;gap:.75rem}.row>div{flex:1}table{border-collapse:collapse;width:100%;font-size:.9rem}td{padding:.25rem 0}button.secondary{background:none;border:1px solid #4a5568}code{font-size:.95rem;white-space:nowrap}";

export interface PayingFor {
  paymentId: string;
  /** In the currency's minor unit. */
  amountMinor: number;
  currency: string;
  description: string;
  /** Where the payment is posted (this provider's pay path). */
  action: string;
  /** Where "Cancel" is posted. */
  cancelAction: string;
}

/** "$1,234.50": an amount given in minor units, formatted in English. */
export function shownAmount(amountMinor: number, currency: string): string {
  return formatMoney(fromMinorUnits(amountMinor, currency), currency, "en-US");
}

const input = (
  id: keyof CardForm,
  label: string,
  value: string,
  attributes: string,
  error: CardFormError | undefined,
) => {
  const invalid = error?.field === id;
  return [
    `<label for="${id}">${escapeHtml(label)}</label>`,
    `<input id="${id}" name="${id}" value="${escapeHtml(value)}" ${attributes}${invalid ? ` aria-invalid="true" aria-describedby="${id}-error"` : ""}>`,
    invalid ? `<p class="error" id="${id}-error">${escapeHtml(error.message)}</p>` : "",
  ].join("");
};

/** The checkout form; `entered` and `error` when it is shown again after a refusal. */
export function renderCheckoutPage(
  payingFor: PayingFor & { amountText: string },
  entered: Partial<CardForm> = {},
  error?: CardFormError | { field: null; message: string },
): string {
  const fieldError = error !== undefined && error.field !== null ? error : undefined;
  return plainPage(
    `Pay ${payingFor.amountText}`,
    [
      "<main>",
      `<p class="muted">Test payment provider</p>`,
      `<h1>Pay ${escapeHtml(payingFor.description)}</h1>`,
      `<p class="amount">${escapeHtml(payingFor.amountText)}</p>`,
      error !== undefined && error.field === null
        ? `<p class="error" role="alert">${escapeHtml(error.message)}</p>`
        : fieldError !== undefined
          ? `<p class="error" role="alert">${escapeHtml(fieldError.message)}</p>`
          : "",
      `<form method="post" action="${escapeHtml(payingFor.action)}">`,
      input(
        "name",
        "Name on card",
        entered.name ?? "",
        'autocomplete="cc-name" required',
        fieldError,
      ),
      input(
        "number",
        "Card number",
        entered.number ?? "",
        'inputmode="numeric" autocomplete="cc-number" required',
        fieldError,
      ),
      '<div class="row"><div>',
      input(
        "expiry",
        "Expiry (MM/YY)",
        entered.expiry ?? "",
        'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" required',
        fieldError,
      ),
      "</div><div>",
      // the security code is never shown again
      input(
        "cvc",
        "Security code",
        "",
        'inputmode="numeric" autocomplete="cc-csc" required',
        fieldError,
      ),
      "</div></div>",
      `<button type="submit">Pay ${escapeHtml(payingFor.amountText)}</button>`,
      "</form>",
      `<form method="post" action="${escapeHtml(payingFor.cancelAction)}">`,
      '<button type="submit" class="secondary">Cancel and go back</button>',
      "</form>",
      "<h2>Test cards</h2>",
      '<p class="muted">Any future expiry date and any 3-digit security code.</p>',
      "<table>",
      ...TEST_CARDS.map(
        (card) =>
          `<tr><td><code>${card.number.replace(/(\d{4})(?=\d)/g, "$1 ")}</code></td><td>${escapeHtml(card.purpose)}</td></tr>`,
      ),
      "</table>",
      "</main>",
    ],
    EXTRA_STYLE,
  );
}

/** The 3-D Secure style challenge: the cardholder completes or fails the authentication. */
export function renderChallengePage(input: {
  amountText: string;
  last4: string;
  action: string;
}): string {
  return plainPage(
    "Confirm your payment",
    [
      "<main>",
      `<p class="muted">Test payment provider · 3-D Secure</p>`,
      "<h1>Confirm your payment</h1>",
      `<p>Your bank asks you to confirm the payment of <strong>${escapeHtml(input.amountText)}</strong> with the card ending in ${escapeHtml(input.last4)}.</p>`,
      `<form method="post" action="${escapeHtml(input.action)}">`,
      '<button type="submit" name="outcome" value="complete">Complete authentication</button>',
      '<button type="submit" name="outcome" value="fail" class="secondary">Fail authentication</button>',
      "</form>",
      "</main>",
    ],
    EXTRA_STYLE,
  );
}

/** A payment that cannot be paid here any more (paid, cancelled, or unknown). */
export function renderClosedPage(message: string, returnUrl: string | null): string {
  return plainPage("Payment", [
    "<main>",
    "<h1>This payment cannot be made here</h1>",
    `<p>${escapeHtml(message)}</p>`,
    returnUrl === null
      ? ""
      : `<p><a href="${escapeHtml(returnUrl)}">Back to the travel site</a></p>`,
    "</main>",
  ]);
}

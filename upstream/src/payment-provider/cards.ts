/**
 * The embedded payment provider's card rules: what a card form must hold (a Luhn-valid number,
 * an expiry month not past, a 3- or 4-digit security code), and what each test card does.
 * Like a real provider's test mode, only the published test numbers are taken; any other number
 * is refused with a message that names them, so nobody types a real card into a stand-in.
 */

/** What paying with a card does. */
export type CardOutcome =
  | { kind: "succeeds" }
  | { kind: "declined"; code: DeclineCode; message: string }
  | { kind: "challenge" };

export type DeclineCode = "card_declined" | "insufficient_funds" | "expired_card";

export interface TestCard {
  number: string;
  brand: string;
  /** What it is for, as the provider's checkout page lists it. */
  purpose: string;
  outcome: CardOutcome;
}

export const TEST_CARDS: readonly TestCard[] = [
  {
    number: "4242424242424242",
    brand: "Visa",
    purpose: "Succeeds",
    outcome: { kind: "succeeds" },
  },
  {
    number: "5555555555554444",
    brand: "Mastercard",
    purpose: "Succeeds",
    outcome: { kind: "succeeds" },
  },
  {
    number: "4000000000000002",
    brand: "Visa",
    purpose: "Declined",
    outcome: { kind: "declined", code: "card_declined", message: "Your card was declined." },
  },
  {
    number: "4000000000009995",
    brand: "Visa",
    purpose: "Declined: insufficient funds",
    outcome: {
      kind: "declined",
      code: "insufficient_funds",
      message: "Your card has insufficient funds.",
    },
  },
  {
    number: "4000000000003220",
    brand: "Visa",
    purpose: "Asks for a 3-D Secure challenge",
    outcome: { kind: "challenge" },
  },
];

export interface CardForm {
  number: string;
  /** "MM/YY" or "MM/YYYY" as typed. */
  expiry: string;
  cvc: string;
  name: string;
}

export interface AcceptedCard {
  card: TestCard;
  last4: string;
}

/** A refusal of the form itself, with the field it concerns (the page shows it there). */
export interface CardFormError {
  field: keyof CardForm;
  message: string;
}

/** Digits only: spaces and dashes typed between the groups are dropped. */
export const cardDigits = (number: string): string => number.replace(/[\s-]/g, "");

/** The Luhn (mod 10) check every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let total = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    total += digit;
  }
  return total % 10 === 0;
}

/** The last day of an "MM/YY" or "MM/YYYY" expiry month, or null when it is not one. */
function expiryMonth(expiry: string): { year: number; month: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (match === null) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { year, month };
}

/** Checks a card form on `today` (UTC): the test card it names, or why it is refused. */
export function checkCardForm(
  form: CardForm,
  today: Date,
): { ok: true; accepted: AcceptedCard } | { ok: false; error: CardFormError } {
  const digits = cardDigits(form.number);
  if (form.name.trim() === "")
    return { ok: false, error: { field: "name", message: "Enter the name on the card." } };
  if (!passesLuhn(digits))
    return { ok: false, error: { field: "number", message: "Your card number is incorrect." } };
  const card = TEST_CARDS.find((c) => c.number === digits);
  if (card === undefined)
    return {
      ok: false,
      error: {
        field: "number",
        message:
          "This is a test payment provider: use one of its test card numbers listed on this page.",
      },
    };
  const expiry = expiryMonth(form.expiry);
  if (expiry === null)
    return {
      ok: false,
      error: { field: "expiry", message: "Enter the expiry date as MM/YY." },
    };
  const thisMonth = today.getUTCFullYear() * 12 + today.getUTCMonth();
  if (expiry.year * 12 + (expiry.month - 1) < thisMonth)
    return { ok: false, error: { field: "expiry", message: "Your card has expired." } };
  if (!/^\d{3,4}$/.test(form.cvc.trim()))
    return {
      ok: false,
      error: { field: "cvc", message: "Your card's security code is incorrect." },
    };
  return { ok: true, accepted: { card, last4: digits.slice(-4) } };
}

/** A GraphQL `Money` as an app reads it: the exact decimal string and its ISO 4217 currency. */
export interface MoneyValue {
  /** The exact amount, a decimal string: "138.00", "-25.50", "1630". */
  decimal: string;
  /** ISO 4217 code: "USD", "EUR", "JPY". */
  currency: string;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** The most number formats kept; a full cache is emptied rather than grown. */
const FORMAT_CACHE_LIMIT = 256;
const formats = new Map<string, Intl.NumberFormat | null>();

function currencyFormat(currency: string, locale: string | undefined): Intl.NumberFormat | null {
  // Building a number format is slow (milliseconds on a phone); each pair is built once.
  const key = `${locale ?? ""}\u0000${currency}`;
  if (formats.has(key)) return formats.get(key) ?? null;
  let format: Intl.NumberFormat | null;
  try {
    // "negative": a zero that rounds from a negative amount shows no minus sign.
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      signDisplay: "negative",
    });
  } catch {
    format = null;
  }
  if (formats.size >= FORMAT_CACHE_LIMIT) formats.clear();
  formats.set(key, format);
  return format;
}

/**
 * A decimal amount written as money in a currency for a language (BCP 47: "en-US", "es-ES";
 * the runtime's own when absent) by `Intl.NumberFormat`, from the decimal string itself (no
 * float artefacts), with the currency's minor digits: "$1,234.50", "¥1,235", "1234,50 €". It
 * only writes the amount: compute and round it before (the app's money module). A malformed
 * currency or language gives "1234.50 XYZ"; an amount that is not a decimal string throws.
 */
export function formatMoneyAmount(decimal: string, currency: string, locale?: string): string {
  const amount = decimal.trim();
  if (!DECIMAL.test(amount)) {
    throw new RangeError(`formatMoneyAmount: not a decimal amount: "${decimal}"`);
  }
  const code = currency.trim().toUpperCase();
  const format = currencyFormat(code, locale);
  return format ? format.format(amount as Intl.StringNumericLiteral) : `${amount} ${code}`;
}

/** Whether an amount is below zero (a saving in a price breakdown). */
export function isNegativeAmount(decimal: string): boolean {
  return /^-\d*(\.\d*)?$/.test(decimal.trim()) && /[1-9]/.test(decimal);
}

import { formatMoney } from "@travel/schema/money";

/**
 * An amount formatted as money in a currency for a language (BCP 47 code, e.g. es-ES): rounded to
 * the currency's minor unit and written by Intl.NumberFormat (the money module's `formatMoney`).
 */
export function formatPrice(amount: number | string, currency: string, locale: string): string {
  return formatMoney(amount, currency, locale);
}

const symbols = new Map<string, string>();

/** The symbol of a currency in a language ($, €, US$…), or its code when it has none. */
export function currencySymbol(currency: string, locale: string): string {
  // Building a number format is slow (milliseconds on a phone); each pair is worked out once.
  const key = `${locale}\u0000${currency}`;
  let symbol = symbols.get(key);
  if (symbol === undefined) {
    symbol = findCurrencySymbol(currency, locale);
    symbols.set(key, symbol);
  }
  return symbol;
}

function findCurrencySymbol(currency: string, locale: string): string {
  try {
    const parts = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
    }).formatToParts(0);
    return parts.find((p) => p.type === "currency")?.value ?? currency;
  } catch {
    return currency;
  }
}

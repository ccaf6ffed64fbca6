/**
 * Currency symbols for the locale buttons. Kept apart from `format-price.ts` so that the first
 * page, which shows only the symbol, does not load the money module and its decimal library.
 */
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

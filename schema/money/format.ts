/**
 * Amounts written for a traveller: `Intl.NumberFormat` on the exact decimal the rounding rule
 * gives (money.ts), and a currency's symbol. Browser-safe.
 */
import { boundedCache, remember } from "./bounded-cache";
import { currencyCode, toDecimalString, type DecimalInput } from "./money";

const formats = boundedCache<Intl.NumberFormat | null>("formats");
const symbols = boundedCache<string>("symbols");

function currencyFormat(currency: string, locale: string): Intl.NumberFormat | null {
  // Building a number format is slow (milliseconds on a phone); each pair is built once.
  return remember(formats, `${locale}\u0000${currency}`, () => {
    try {
      return new Intl.NumberFormat(locale, { style: "currency", currency });
    } catch {
      return null;
    }
  });
}

/**
 * The amount rounded to the currency's minor unit and formatted for a language (BCP 47, e.g.
 * es-ES) by `Intl.NumberFormat`, from its exact decimal (no float artefacts): "$1,234.50",
 * "¥1,235", "1.234,50 €". A malformed currency or language gives "1234.50 XYZ".
 */
export function formatMoney(amount: DecimalInput, currency: string, locale: string): string {
  const code = currencyCode(currency);
  const exact = toDecimalString(amount, code);
  const format = currencyFormat(code, locale);
  return format ? format.format(exact as Intl.StringNumericLiteral) : `${exact} ${code}`;
}

/**
 * A currency's narrow symbol in a language (BCP 47): "$" for USD, "€" for EUR, "£" for GBP; the
 * code itself when the currency has no symbol of its own (CHF) or the code or language is
 * malformed. The gateway answers it as `Currency.symbol`, so a page shows it without building a
 * number format (the first one costs a phone tens of milliseconds).
 */
export function currencySymbol(currency: string, locale: string): string {
  const code = currencyCode(currency);
  return remember(symbols, `${locale}\u0000${code}`, () => {
    try {
      const parts = new Intl.NumberFormat(locale, {
        style: "currency",
        currency: code,
        currencyDisplay: "narrowSymbol",
      }).formatToParts(0);
      return parts.find((part) => part.type === "currency")?.value ?? code;
    } catch {
      return code;
    }
  });
}

import { formatMoney } from "@travel/schema/money";

/**
 * An amount formatted as money in a currency for a language (BCP 47 code, e.g. es-ES): rounded to
 * the currency's minor unit and written by Intl.NumberFormat (the money module's `formatMoney`).
 */
export function formatPrice(amount: number | string, currency: string, locale: string): string {
  return formatMoney(amount, currency, locale);
}

/**
 * GraphQL `Money` in the gateway: every amount is built by `toMoney` (rounded by the money
 * module's one rule to its currency's minor unit) and written by `Money.decimal` and
 * `Money.formatted` from it, so partners never read a floating-point artefact.
 */
import { currencyCode, roundToMinorUnit, type DecimalInput } from "@travel/schema/money";
import type { MoneyMapper } from "./locale.mappers";

/** A `Money` model: `amount` rounded to `currency`'s minor unit, halves away from zero. */
export function toMoney(amount: DecimalInput, currency: string): MoneyMapper {
  const code = currencyCode(currency);
  return { amount: roundToMinorUnit(amount, code), currency: code };
}

/** Language `Money.formatted` uses when the visitor has none (or an unusable one). */
export const DEFAULT_MONEY_LOCALE = "en-US";

/** The visitor's language (the `language` cookie) when it is a well-formed BCP 47 tag, else en-US. */
export function moneyLocale(language: string | undefined): string {
  if (!language) return DEFAULT_MONEY_LOCALE;
  try {
    return Intl.getCanonicalLocales(language.trim())[0] ?? DEFAULT_MONEY_LOCALE;
  } catch {
    return DEFAULT_MONEY_LOCALE;
  }
}

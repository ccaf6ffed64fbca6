/** Spec §9 defaults used when none are configured or the upstream fails: USD (9) and en-US (1). */
import type { CurrencyMapper, LanguageMapper } from "./locale.mappers";
import type { CurrencyInfo } from "./locale.types";

export const DEFAULT_CURRENCY: Readonly<CurrencyMapper> = {
  id: 9,
  name: "US Dollar",
  code: "USD",
  status: 1,
  flag: "🇺🇸",
};

export const DEFAULT_LANGUAGE: Readonly<LanguageMapper> = {
  id: 1,
  code: "en-US",
  name: "English",
  labels: [],
};

/** The locale catalogue when the upstream fails: only the defaults. */
export function fallbackCurrencyInfo(): CurrencyInfo {
  return {
    currencies: [{ ...DEFAULT_CURRENCY }],
    languages: [{ ...DEFAULT_LANGUAGE, labels: [] }],
    preferredCurrency: { id: DEFAULT_CURRENCY.id, code: DEFAULT_CURRENCY.code },
    preferredLanguage: { id: DEFAULT_LANGUAGE.id, code: DEFAULT_LANGUAGE.code },
  };
}

/**
 * Spec §9 and §3 (currency/language state): the site defaults (the organisation's preferred
 * currency and language, USD id 9 and en-US id 1 when none is configured) and the visitor's
 * current choice read from the `currency_code` and `language` cookies.
 */
import { DEFAULT_CURRENCY, DEFAULT_LANGUAGE } from "./locale.fallbacks";
import type { CurrencyMapper, LanguageMapper } from "./locale.mappers";
import type { CurrencyInfo } from "./locale.types";

export interface LocaleSelection {
  currencies: CurrencyMapper[];
  languages: LanguageMapper[];
  defaultCurrency: CurrencyMapper;
  defaultLanguage: LanguageMapper;
  currentCurrency: CurrencyMapper;
  currentLanguage: LanguageMapper;
}

/** The visitor's locale cookies (raw values; may be missing or name something unknown). */
export interface LocaleCookies {
  currencyCode?: string | undefined;
  language?: string | undefined;
}

const sameCode = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether the site offers a currency to travellers (upstream `status` 1). */
export const isOffered = (currency: CurrencyMapper): boolean => currency.status === 1;

/** Currencies ordered by code; only those offered to travellers (status 1) unless `includeInactive`. */
export function currenciesByCode(
  currencies: readonly CurrencyMapper[],
  { includeInactive = false }: { includeInactive?: boolean } = {},
): CurrencyMapper[] {
  return currencies
    .filter((c) => includeInactive || isOffered(c))
    .sort((a, b) => a.code.localeCompare(b.code));
}

/** A language by code, case-insensitively; null when unknown. */
export function findLanguage(
  languages: readonly LanguageMapper[],
  code: string,
): LanguageMapper | null {
  return languages.find((l) => sameCode(l.code, code)) ?? null;
}

/** The preferred currency (by id, then code), else USD from the list, else the built-in USD. */
export function siteDefaultCurrency(info: CurrencyInfo): CurrencyMapper {
  const { currencies, preferredCurrency } = info;
  return (
    currencies.find((c) => c.id === preferredCurrency.id) ??
    currencies.find((c) => sameCode(c.code, preferredCurrency.code)) ??
    currencies.find((c) => sameCode(c.code, DEFAULT_CURRENCY.code)) ?? { ...DEFAULT_CURRENCY }
  );
}

/** The preferred language (by id, then code), else en-US from the list, else the built-in en-US. */
export function siteDefaultLanguage(info: CurrencyInfo): LanguageMapper {
  const { languages, preferredLanguage } = info;
  return (
    languages.find((l) => l.id === preferredLanguage.id) ??
    findLanguage(languages, preferredLanguage.code) ??
    findLanguage(languages, DEFAULT_LANGUAGE.code) ?? { ...DEFAULT_LANGUAGE, labels: [] }
  );
}

/**
 * The one "offered currency" rule (spec §3 currency state): the currency `code` names when the
 * site offers it to travellers (status 1), codes compared trimmed and case-insensitively; null
 * when none is named, it is unknown or it is not offered.
 */
export function offeredCurrency(
  currencies: readonly CurrencyMapper[],
  code: string | null | undefined,
): CurrencyMapper | null {
  if (!code || code.trim() === "") return null;
  return currencies.find((c) => isOffered(c) && sameCode(c.code, code)) ?? null;
}

/**
 * The traveller's currency: the first candidate the site offers (the `currency_code` cookie,
 * then, where the viewer is known, the profile's currency), else the site default.
 */
export function currentCurrency(
  info: CurrencyInfo,
  ...candidates: (string | null | undefined)[]
): CurrencyMapper {
  for (const code of candidates) {
    const offered = offeredCurrency(info.currencies, code);
    if (offered) return offered;
  }
  return siteDefaultCurrency(info);
}

/** The language named by the cookie, else the site default. */
export function currentLanguage(info: CurrencyInfo, cookie: string | undefined): LanguageMapper {
  return (cookie ? findLanguage(info.languages, cookie) : null) ?? siteDefaultLanguage(info);
}

export function selectLocale(info: CurrencyInfo, cookies: LocaleCookies): LocaleSelection {
  return {
    currencies: currenciesByCode(info.currencies),
    languages: info.languages,
    defaultCurrency: siteDefaultCurrency(info),
    defaultLanguage: siteDefaultLanguage(info),
    currentCurrency: currentCurrency(info, cookies.currencyCode),
    currentLanguage: currentLanguage(info, cookies.language),
  };
}

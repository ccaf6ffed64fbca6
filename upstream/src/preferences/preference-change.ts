/**
 * Preference-change rule (POST /api/profile/updatePrefCurrLang): a body names a currency code
 * (three letters, upper-cased) and a language code (like en-US, kept as sent until matched);
 * either may be left out, not both. Whether the site offers them is checked against the database.
 */
export interface PreferenceChange {
  currencyCode: string | null;
  language: string | null;
}

export type PreferenceErrorCode = "UNKNOWN_CURRENCY" | "UNKNOWN_LANGUAGE" | "NOTHING_TO_CHANGE";

export type Parsed<T> =
  { ok: true; value: T } | { ok: false; code: PreferenceErrorCode; message: string };

export const PREFERENCE_MESSAGES = {
  currency: "currency_code is not a currency the site offers",
  language: "language is not a language of the site",
  nothing: "Send currency_code, language or both",
} as const;

const CURRENCY = /^[A-Z]{3}$/;
const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/i;

function field(body: Record<string, unknown>, name: string): string | null | undefined {
  const value = body[name];
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  return text === "" ? null : text;
}

export function parsePreferenceChange(body: Record<string, unknown>): Parsed<PreferenceChange> {
  const currency = field(body, "currency_code");
  const language = field(body, "language");
  const currencyCode = typeof currency === "string" ? currency.toUpperCase() : currency;
  if (currencyCode === undefined || (currencyCode !== null && !CURRENCY.test(currencyCode)))
    return { ok: false, code: "UNKNOWN_CURRENCY", message: PREFERENCE_MESSAGES.currency };
  if (language === undefined || (language !== null && !LANGUAGE.test(language)))
    return { ok: false, code: "UNKNOWN_LANGUAGE", message: PREFERENCE_MESSAGES.language };
  if (currencyCode === null && language === null)
    return { ok: false, code: "NOTHING_TO_CHANGE", message: PREFERENCE_MESSAGES.nothing };
  return { ok: true, value: { currencyCode, language } };
}

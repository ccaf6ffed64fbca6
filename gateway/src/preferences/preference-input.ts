/**
 * Preference-input rule of updatePreferences: a currency code is three letters (upper-cased), a
 * language code looks like `en-US`; a blank field keeps the stored value, and at least one must
 * be given. Whether the site offers the currency or language is the upstream's answer.
 */
import type { PreferencesError } from "../__generated__/resolvers-types";
import type { CodedError } from "../platform/user-error";
import { preferencesMessages } from "./preferences-messages";

export interface PreferenceChange {
  currencyCode: string | null;
  language: string | null;
}

const CURRENCY = /^[A-Z]{3}$/;
const LANGUAGE = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

export function unknownCurrency(): CodedError<"UNKNOWN_CURRENCY"> {
  return {
    field: "currencyCode",
    code: "UNKNOWN_CURRENCY",
    message: preferencesMessages.UNKNOWN_CURRENCY,
  };
}

export function unknownLanguage(): CodedError<"UNKNOWN_LANGUAGE"> {
  return {
    field: "language",
    code: "UNKNOWN_LANGUAGE",
    message: preferencesMessages.UNKNOWN_LANGUAGE,
  };
}

export function parsePreferenceInput(input: {
  currencyCode?: string | null;
  language?: string | null;
}): { ok: true; value: PreferenceChange } | { ok: false; errors: PreferencesError[] } {
  const blankToNull = (value: string | null | undefined) => {
    const text = (value ?? "").trim();
    return text === "" ? null : text;
  };
  const currencyCode = blankToNull(input.currencyCode)?.toUpperCase() ?? null;
  const language = blankToNull(input.language);
  const errors: PreferencesError[] = [];
  if (currencyCode !== null && !CURRENCY.test(currencyCode)) errors.push(unknownCurrency());
  if (language !== null && !LANGUAGE.test(language)) errors.push(unknownLanguage());
  if (errors.length > 0) return { ok: false, errors };
  if (currencyCode === null && language === null) {
    return {
      ok: false,
      errors: [
        { field: null, code: "NOTHING_TO_CHANGE", message: preferencesMessages.NOTHING_TO_CHANGE },
      ],
    };
  }
  return { ok: true, value: { currencyCode, language } };
}

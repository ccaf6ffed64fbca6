/**
 * Query.visitorDefaults and Mutation.updatePreferences as the gateway answers them
 * (gateway/src/preferences/preferences.ts): the stored choice goes on the signed-in viewer.
 */
import type { PreferencesErrorCode } from "../__generated__/graphql";
import type { Db } from "./db";

interface UpdatePreferencesInput {
  currencyCode?: string | null;
  language?: string | null;
}

const refused = (field: string | null, code: PreferencesErrorCode, message: string) => ({
  currencyCode: null,
  language: null,
  errors: [{ field, code, message }],
});

export function preferencesResolvers(data: Db) {
  return {
    visitorDefaults: () => {
      data.preferencesCalls.visitorDefaults += 1;
      const { currencyCode, ...rest } = data.visitorDefaults;
      return { ...rest, currency: data.currencies.find((c) => c.code === currencyCode) };
    },
    updatePreferences: ({ input }: { input: UpdatePreferencesInput }) => {
      data.preferencesCalls.updatePreferences.push(input);
      const viewer = data.viewer;
      if (!viewer)
        return refused(null, "SIGN_IN_REQUIRED", "Please sign in to save your preferences.");
      const currency = input.currencyCode
        ? data.currencies.find((c) => c.code === input.currencyCode?.toUpperCase())
        : undefined;
      if (input.currencyCode && !currency)
        return refused(
          "currencyCode",
          "UNKNOWN_CURRENCY",
          "This currency is not offered on this site.",
        );
      const language = input.language
        ? data.languages.find((l) => l.code.toLowerCase() === input.language?.toLowerCase())
        : undefined;
      if (input.language && !language)
        return refused(
          "language",
          "UNKNOWN_LANGUAGE",
          "This language is not offered on this site.",
        );
      if (currency) viewer.currencyCode = currency.code;
      if (language) viewer.language = language.code;
      return { currencyCode: viewer.currencyCode, language: viewer.language, errors: [] };
    },
  };
}

/**
 * Messages of the updatePreferences refusals: plain English sentences (the web app translates
 * them by their stable code, `preferences.error.<CODE>`).
 */
export const preferencesMessages = {
  SIGN_IN_REQUIRED: "Please sign in to save your preferences.",
  UNKNOWN_CURRENCY: "This currency is not offered on this site.",
  UNKNOWN_LANGUAGE: "This language is not offered on this site.",
  NOTHING_TO_CHANGE: "Please choose a currency or a language.",
} as const;

export type PreferencesMessageKey = keyof typeof preferencesMessages;

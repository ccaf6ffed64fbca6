/** REST route storing a signed-in user's currency and language (restored at the next sign-in). */
import { requireSession } from "../accounts/sessions";
import type { Db } from "../db/db";
import { HttpError } from "../http/http-error";
import { ok, type Route } from "../http/router";
import { parsePreferenceChange, PREFERENCE_MESSAGES } from "./preference-change";
import { knownLanguageCode, offeredCurrencyCode, storePreferences } from "./store";

export function preferencesRoutes(db: Db, now: () => Date): Route[] {
  return [
    {
      method: "POST",
      path: "/api/profile/updatePrefCurrLang",
      handler: async ({ body, authorization }) => {
        const session = await requireSession(db, authorization, now());
        const change = parsePreferenceChange(body);
        if (!change.ok) throw new HttpError(400, change.message, change.code);
        const { currencyCode, language } = change.value;
        const currency = currencyCode === null ? null : await offeredCurrencyCode(db, currencyCode);
        if (currencyCode !== null && currency === null)
          throw new HttpError(400, PREFERENCE_MESSAGES.currency, "UNKNOWN_CURRENCY");
        const known = language === null ? null : await knownLanguageCode(db, language);
        if (language !== null && known === null)
          throw new HttpError(400, PREFERENCE_MESSAGES.language, "UNKNOWN_LANGUAGE");
        const stored = await storePreferences(db, session.account_id, {
          currencyCode: currency,
          language: known,
        });
        return ok({ status: 1, data: stored });
      },
    },
  ];
}

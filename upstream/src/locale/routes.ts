/** REST route of the layout's currency and language details. */
import type { Db } from "../db/db";
import { ok, type Route } from "../http/router";
import { SITE_ORG_ID } from "../site/organisation";
import { preferredCurrencyOrDefault, preferredLanguageOrDefault } from "./preferred";
import { listCurrencies, listLanguages, readConfiguredPreferences } from "./store";

export function localeRoutes(db: Db): Route[] {
  const currencyInfo = async () => {
    const [currencies, languages, configured] = await Promise.all([
      listCurrencies(db),
      listLanguages(db),
      readConfiguredPreferences(db, SITE_ORG_ID),
    ]);
    return ok({
      status: 1,
      data: {
        currencies,
        languages,
        preferredCurrency: preferredCurrencyOrDefault(configured.currency),
        preferredLanguage: preferredLanguageOrDefault(configured.language),
      },
    });
  };
  return [{ method: "POST", path: "/api/layout/getCurrencyinfo", handler: currencyInfo }];
}

/** REST route of the layout's currency and language details. */
import type { Db } from "../db/db";
import { REFERENCE_CACHE_CONTROL, type PublicReads } from "../http/cached-read";
import type { Route } from "../http/router";
import { SITE_ORG_ID } from "../site/organisation";
import { preferredCurrencyOrDefault, preferredLanguageOrDefault } from "./preferred";
import { listCurrencies, listLanguages, readConfiguredPreferences } from "./store";

/** The tables the layout's details are read from. */
export const CURRENCY_INFO_TABLES = [
  "currencies",
  "languages",
  "language_labels",
  "organisations",
] as const;

export function localeRoutes(db: Db, reads: PublicReads): Route[] {
  const load = async () => {
    const [currencies, languages, configured] = await Promise.all([
      listCurrencies(db),
      listLanguages(db),
      readConfiguredPreferences(db, SITE_ORG_ID),
    ]);
    return {
      status: 1,
      data: {
        currencies,
        languages,
        preferredCurrency: preferredCurrencyOrDefault(configured.currency),
        preferredLanguage: preferredLanguageOrDefault(configured.language),
      },
    };
  };
  const currencyInfo = () =>
    reads.json("currencyInfo", CURRENCY_INFO_TABLES, REFERENCE_CACHE_CONTROL, load);
  return [{ method: "POST", path: "/api/layout/getCurrencyinfo", handler: currencyInfo }];
}

import { useCallback } from "react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import type { LocaleInfoQuery as LocaleInfoData } from "../../__generated__/graphql";
import { writePreferenceCookie } from "../../lib/cookies";
import { LocaleInfoQuery } from "./locale-info-query";
import { CURRENCY_COOKIE, LANGUAGE_COOKIE } from "./locale-cookies";

export type LocaleInfo = LocaleInfoData["localeInfo"];
export type CurrencyOption = LocaleInfo["currencies"][number];
export type LanguageOption = LocaleInfo["languages"][number];

/**
 * The visitor's current currency and language and the lists on offer, plus the choosers: a
 * choice is stored in its cookie, shown at once (cache write) and confirmed by the gateway
 * (refetch; the gateway reads the cookies).
 */
export function useLocale() {
  const client = useApolloClient();
  const { data, error } = useQuery(LocaleInfoQuery);

  const choose = useCallback(
    (cookie: string, value: string, patch: Partial<LocaleInfo>) => {
      writePreferenceCookie(cookie, value);
      client.cache.updateQuery({ query: LocaleInfoQuery }, (current) =>
        current ? { localeInfo: { ...current.localeInfo, ...patch } } : current,
      );
      client.refetchQueries({ include: [LocaleInfoQuery] }).catch((e: unknown) => {
        console.warn("Could not refresh the locale after a change", e);
      });
    },
    [client],
  );

  const chooseCurrency = useCallback(
    (currency: CurrencyOption) =>
      choose(CURRENCY_COOKIE, currency.code, { currentCurrency: currency }),
    [choose],
  );
  const chooseLanguage = useCallback(
    (language: LanguageOption) =>
      choose(LANGUAGE_COOKIE, language.code, { currentLanguage: language }),
    [choose],
  );

  return { info: data?.localeInfo, error, chooseCurrency, chooseLanguage };
}

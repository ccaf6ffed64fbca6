import { useCallback } from "react";
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import type { LocaleInfoQuery as LocaleInfoData } from "../../__generated__/graphql";
import { writePreferenceCookie } from "../cookies";
import { ViewerQuery } from "../session/viewer-query";
import { LocaleInfoQuery } from "./locale-info-query";
import { CURRENCY_COOKIE, LANGUAGE_COOKIE } from "./locale-cookies";
import { UpdatePreferencesMutation } from "./update-preferences-mutation";

export type LocaleInfo = LocaleInfoData["localeInfo"];
export type CurrencyOption = LocaleInfo["currencies"][number];
export type LanguageOption = LocaleInfo["languages"][number];

/**
 * The visitor's current currency and language and the lists on offer, plus the choosers: a
 * choice is stored in its cookie, shown at once (cache write) and confirmed by the gateway
 * (refetch; the gateway reads the cookies). A signed-in traveller's choice is also saved on the
 * account, so it is there at the next sign-in on any browser; a failure to save it leaves the
 * choice in this browser and is only logged.
 */
export function useLocale() {
  const client = useApolloClient();
  const { data, error } = useQuery(LocaleInfoQuery);
  // the login check's answer, wherever the pickers sit (they are mounted above the session)
  const { data: session } = useQuery(ViewerQuery, { fetchPolicy: "cache-only" });
  const signedIn = Boolean(session?.viewer);
  const [updatePreferences] = useMutation(UpdatePreferencesMutation);

  const save = useCallback(
    (input: { currencyCode?: string; language?: string }) => {
      if (!signedIn) return;
      updatePreferences({ variables: { input } })
        .then(({ data: answer }) => {
          const errors = answer?.updatePreferences.errors ?? [];
          if (errors.length > 0) console.warn("Your choice was not saved on your account", errors);
        })
        .catch((e: unknown) => {
          console.warn("Your choice was not saved on your account", e);
        });
    },
    [signedIn, updatePreferences],
  );

  const choose = useCallback(
    (cookie: string, value: string, patch: Partial<LocaleInfo>) => {
      writePreferenceCookie(cookie, value);
      client.cache.updateQuery({ query: LocaleInfoQuery }, (current) =>
        current ? { localeInfo: { ...current.localeInfo, ...patch } } : current,
      );
      // The product content (offers, card and country names) comes in the language: a new
      // language drops every cached answer and refetches what is on screen.
      const refresh =
        cookie === LANGUAGE_COOKIE
          ? client.resetStore()
          : client.refetchQueries({ include: [LocaleInfoQuery] });
      Promise.resolve(refresh).catch((e: unknown) => {
        console.warn("Could not refresh the locale after a change", e);
      });
    },
    [client],
  );

  const chooseCurrency = useCallback(
    (currency: CurrencyOption) => {
      choose(CURRENCY_COOKIE, currency.code, { currentCurrency: currency });
      save({ currencyCode: currency.code });
    },
    [choose, save],
  );
  const chooseLanguage = useCallback(
    (language: LanguageOption) => {
      choose(LANGUAGE_COOKIE, language.code, { currentLanguage: language });
      save({ language: language.code });
    },
    [choose, save],
  );

  return { info: data?.localeInfo, error, chooseCurrency, chooseLanguage };
}

import { useEffect } from "react";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { readCookie } from "../../lib/cookies";
import { DEFAULT_LANGUAGE, labelsToResource } from "../../lib/i18n";
import { LanguageLabelsQuery } from "./language-labels-query";
import { LocaleInfoQuery } from "./locale-info-query";
import { LANGUAGE_COOKIE } from "./locale-cookies";

/**
 * Keeps the shown texts in the visitor's language: loads that language's labels, adds them over
 * the defaults, switches i18next to it and sets `<html lang>`. Renders nothing.
 */
export function LanguageSync() {
  const { i18n } = useTranslation();
  const { data: locale } = useQuery(LocaleInfoQuery);
  // Until the gateway answers, the cookie tells which labels to start loading.
  const code =
    locale?.localeInfo.currentLanguage.code ?? readCookie(LANGUAGE_COOKIE) ?? DEFAULT_LANGUAGE;
  // The labels go straight into i18next: kept out of Apollo's cache, whose normalising of a
  // thousand entries would cost the first page a long task.
  const { data } = useQuery(LanguageLabelsQuery, { variables: { code }, fetchPolicy: "no-cache" });
  const language = data?.language;

  useEffect(() => {
    if (!language) return;
    const resource = labelsToResource(language.labels);
    const shown = i18n.getResourceBundle(language.code, "translation") as
      Record<string, string> | undefined;
    const changed = !shown || Object.entries(resource).some(([key, text]) => shown[key] !== text);
    i18n.addResourceBundle(language.code, "translation", resource, true, true);
    // The texts on screen are already these (the defaults, in the default language): no need
    // to render the whole page again.
    if (!changed && i18n.language === language.code) {
      document.documentElement.lang = language.code;
      return;
    }
    void i18n.changeLanguage(language.code).then(() => {
      document.documentElement.lang = language.code;
    });
  }, [i18n, language]);

  return null;
}

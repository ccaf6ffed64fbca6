import { useEffect } from "react";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "../../lib/i18n";
import { LanguageLabelsQuery } from "./language-labels-query";
import { LocaleInfoQuery } from "../../lib/locale/locale-info-query";
import { applyLabels, cookieLanguage, hasGatewayLabels } from "./preload";

/**
 * Keeps the shown texts in the visitor's language: loads that language's labels, adds them over
 * the defaults, switches to it and sets `<html lang>`. Renders nothing.
 */
export function LanguageSync() {
  const { i18n } = useTranslation();
  const { data: locale } = useQuery(LocaleInfoQuery);
  // Until the gateway answers, the cookie tells which labels to start loading.
  const code = locale?.localeInfo.currentLanguage.code ?? cookieLanguage();
  // The labels go straight into the translations: kept out of Apollo's cache, whose normalising of a
  // thousand entries would cost the first page a long task.
  // Labels the app preloaded before its first render are not asked for again.
  const { data } = useQuery(LanguageLabelsQuery, {
    variables: { code },
    fetchPolicy: "no-cache",
    skip: hasGatewayLabels(i18n, code),
  });
  const language = data?.language;

  useEffect(() => {
    if (language) {
      void applyLabels(i18n, language);
    } else if (hasGatewayLabels(i18n, code) && i18n.language !== code) {
      // Back to a language whose labels are here already.
      void i18n.changeLanguage(code).then(() => {
        document.documentElement.lang = code;
      });
    }
  }, [i18n, language, code]);

  return null;
}

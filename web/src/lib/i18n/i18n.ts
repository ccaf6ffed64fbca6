import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { receiveFeatureLabels, registeredFeatureLabels } from "./feature-labels";
import { defaultLabels } from "./keys";

/** Language shown until the visitor's language is known (spec §9: en-US, id 1). */
export const DEFAULT_LANGUAGE = "en-US";

/** A new i18next instance holding the English defaults; one per app (and per test). */
export function createI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: {
      [DEFAULT_LANGUAGE]: { translation: { ...defaultLabels, ...registeredFeatureLabels() } },
    },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnEmptyString: false,
  });
  receiveFeatureLabels(instance, DEFAULT_LANGUAGE);
  return instance;
}

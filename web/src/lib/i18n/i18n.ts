import { receiveFeatureLabels, registeredFeatureLabels } from "./feature-labels";
import { defaultLabels } from "./keys";
import { I18n } from "./translator";

/** Language shown until the visitor's language is known (spec §9: en-US, id 1). */
export const DEFAULT_LANGUAGE = "en-US";

/** A new translations instance holding the English defaults; one per app (and per test). */
export function createI18n(): I18n {
  const instance = new I18n({
    language: DEFAULT_LANGUAGE,
    fallbackLanguage: DEFAULT_LANGUAGE,
    resources: { [DEFAULT_LANGUAGE]: { ...defaultLabels, ...registeredFeatureLabels() } },
  });
  receiveFeatureLabels(instance, DEFAULT_LANGUAGE);
  return instance;
}

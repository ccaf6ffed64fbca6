export { createI18n, DEFAULT_LANGUAGE } from "./i18n";
export { defaultLabels } from "./keys";
export { isLabelKey, labelKeys, type LabelKey } from "./label-keys";
export { labelsToResource, type LabelEntry } from "./labels";
export { registerDefaultLabels, type FeatureLabels, type LabelsOf } from "./feature-labels";
export { I18n, type Resource, type TFunction, type TOptions } from "./translator";
export { I18nProvider, useTranslation } from "./use-translation";

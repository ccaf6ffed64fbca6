export { createI18n, DEFAULT_LANGUAGE } from "./i18n";
export { defaultLabels, isLabelKey, labelKeys, type LabelKey } from "./keys";
export { labelsToResource, type LabelEntry } from "./labels";

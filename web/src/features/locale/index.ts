export { LanguageSync } from "./language-sync";
export { LocaleButtons } from "./locale-buttons";
export { LocalePickersProvider } from "./locale-pickers-provider";
export { useLocalePickers } from "./locale-pickers-context";
export { Price } from "./price";
export { PricesShownIn } from "./prices-shown-in";
export { useLocale } from "./use-locale";

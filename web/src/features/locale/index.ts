// Money display (MoneyAmount, Price) is imported from its own module, not from here: the app
// shell imports this index, and the money module (with its decimal library) must stay off the
// first page.
export { FirstVisitDefaults } from "./first-visit-defaults";
export { LanguageSync } from "./language-sync";
export { LocaleButtons } from "./locale-buttons";
export { LocalePickersProvider } from "./locale-pickers-provider";
export { useLocalePickers } from "./locale-pickers-context";
export { PricesShownIn } from "./prices-shown-in";
export { useLocale } from "../../lib/locale/use-locale";
export { useCurrencyRefetch } from "../../lib/locale/use-currency-refetch";
export {
  applyLabels,
  cookieLanguage,
  gatewayLabels,
  preloadExchangeRates,
  preloadLabels,
  preloadLocaleInfo,
  type LanguageLabels,
} from "./preload";

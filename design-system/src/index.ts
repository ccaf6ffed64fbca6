// The only public entry of @travel/design-system. index.test.ts snapshots what it exports.
export { system, config } from "./system";
export { breakpoints, breakpointPx, MOBILE_MODAL_MAX_WIDTH } from "./theme/breakpoints";
export type { BreakpointName } from "./theme/breakpoints";
export { tokens } from "./theme/tokens";
export { semanticTokens } from "./theme/semantic-tokens";
export { themeTypes, themeColorByType } from "./theme/theme-types";
export type { ThemeType, ThemeColorToken } from "./theme/theme-types";
export { Provider } from "./components/provider";
export type { ColorMode, ProviderProps } from "./components/provider";
export { PageContainer } from "./components/page-container";
export type { PageContainerProps } from "./components/page-container";
export { Logo } from "./components/logo";
export type { LogoProps, LogoSize } from "./components/logo";
export { ThemeBadge } from "./components/theme-badge";
export type { ThemeBadgeProps } from "./components/theme-badge";
export { plainList } from "./theme/plain-list";
export { panelRecipe } from "./theme/recipes/panel";
export { Panel } from "./components/panel";
export type { PanelProps } from "./components/panel";
export { UiTextProvider, useUiText, defaultUiText } from "./components/ui-text";
export type { UiText } from "./components/ui-text";
export {
  ErrorState,
  LoadingState,
  NothingState,
  PAGE_LOADING_MIN_HEIGHT,
} from "./components/query-states";
export { RecordTable } from "./components/record-table";
export type { RecordColumn, RecordTableProps } from "./components/record-table";
export { Pagination, pageItems } from "./components/pagination";
export type { PageItem, PaginationProps } from "./components/pagination";
export { FormField, FormErrors, PlainField, useTranslateFormError } from "./components/form-field";
export type {
  PlainFieldProps,
  FormFieldControl,
  FormFieldOption,
  FormFieldProps,
  TranslateFormError,
} from "./components/form-field";
export { FormMessage } from "./components/form-message";
export { ModalDialog } from "./components/modal-dialog";
export type { ModalDialogProps } from "./components/modal-dialog";
export { PhoneField } from "./components/phone-field";
export type { DiallingCountry, PhoneFieldProps, PhoneFormValues } from "./components/phone-field";
export { PasswordInput } from "./components/password-input";
export type { PasswordInputProps } from "./components/password-input";
export { ChoiceList } from "./components/choice-list";
export type { Choice, ChoiceListProps } from "./components/choice-list";
export { Listbox, ListboxOption, SearchSelect } from "./components/search-select";
export type { SearchOption, SearchSelectProps } from "./components/search-select";
export { WalletCard, walletCardStatusPalette } from "./components/wallet-card";
export type { WalletCardLabels, WalletCardProps, WalletCardStatus } from "./components/wallet-card";
export { Money, PriceBreakdown, formatMoneyAmount, isNegativeAmount } from "./components/money";
export type { MoneyProps, MoneyValue, PriceBreakdownProps, PriceLine } from "./components/money";
export {
  DateField,
  defaultDateFieldText,
  formatDayText,
  isIsoDay,
  parseDayText,
} from "./components/date-field";
export type { DateFieldProps, DateFieldText } from "./components/date-field";
export * from "./components/icons";
export { OfferMap } from "./components/offer-map";
export type { MapLinkProps, MapPoint, OfferMapProps } from "./components/offer-map";

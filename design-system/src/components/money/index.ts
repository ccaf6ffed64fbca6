export { Money } from "./money";
export { PriceBreakdown } from "./price-breakdown";
export { formatMoneyAmount, isNegativeAmount, type MoneyValue } from "./format-money";
export type { MoneyProps, PriceBreakdownProps, PriceLine } from "./types";

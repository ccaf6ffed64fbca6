import { useTranslation } from "react-i18next";
import { formatPrice } from "./format-price";

/** A GraphQL `Money` as the web reads it: the exact decimal (never the deprecated Float) and its currency. */
export interface MoneyValue {
  decimal: string;
  currency: string;
}

/** An amount of money the gateway gave (already in the currency to show), in the visitor's language. */
export function MoneyAmount({ value }: { value: MoneyValue }) {
  const { i18n } = useTranslation();
  return <>{formatPrice(value.decimal, value.currency, i18n.language)}</>;
}

import { useTranslation } from "react-i18next";
import { formatPrice } from "./format-price";

/** An amount of money the gateway gave (already in the currency to show), in the visitor's language. */
export function MoneyAmount({ value }: { value: { amount: number; currency: string } }) {
  const { i18n } = useTranslation();
  return <>{formatPrice(value.amount, value.currency, i18n.language)}</>;
}

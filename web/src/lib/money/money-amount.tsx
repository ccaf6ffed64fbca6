import { Money, type MoneyValue } from "@travel/design-system";
import { useTranslation } from "../i18n";

/** A GraphQL `Money` as the web reads it: the exact decimal (never the deprecated Float) and its currency. */
export type { MoneyValue };

/**
 * An amount of money the gateway gave (already in the currency to show, rounded by the money
 * module), in the visitor's language: the design system's `Money`.
 */
export function MoneyAmount({ value }: { value: MoneyValue }) {
  const { i18n } = useTranslation();
  return <Money value={value} locale={i18n.language} />;
}

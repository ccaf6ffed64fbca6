import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { Price } from "../locale";
import { ExchangeRatesQuery } from "../locale/exchange-rates-query";
import { formatPrice } from "../locale/format-price";

/**
 * An amount in a currency, shown in the traveller's chosen currency (through USD with the
 * site's rates), or in its own currency when it cannot be converted.
 */
export function Money({ amount, currency }: { amount: number; currency: string }) {
  const { i18n } = useTranslation();
  const { data } = useQuery(ExchangeRatesQuery);
  const code = currency.toUpperCase();
  if (code === "USD") return <Price amountUsd={amount} />;
  const rate = data?.exchangeRates?.find((r) => r.currency.toUpperCase() === code)?.rate;
  if (rate !== undefined && Number.isFinite(rate) && rate > 0) {
    return <Price amountUsd={amount / rate} />;
  }
  return <span>{formatPrice(amount, code, i18n.language)}</span>;
}

import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { convertForDisplay } from "../../lib/money/convert-from-usd";
import { ExchangeRatesQuery } from "../../lib/money/exchange-rates-query";
import { formatPrice } from "../../lib/money/format-price";
import { useLocale } from "../../lib/locale/use-locale";

/**
 * An amount in a currency, shown in the traveller's chosen currency (through USD with the
 * site's rates), in USD when that currency has no rate, or in its own currency when it cannot be
 * converted.
 */
export function Money({ amount, currency }: { amount: number | string; currency: string }) {
  const { i18n } = useTranslation();
  const { info } = useLocale();
  const { data } = useQuery(ExchangeRatesQuery);
  const shown = convertForDisplay(
    amount,
    currency,
    data?.exchangeRates,
    info?.currentCurrency.code ?? "USD",
  );
  return <span>{formatPrice(shown.amount, shown.currency, i18n.language)}</span>;
}

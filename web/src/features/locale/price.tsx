import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { convertFromUsd } from "../../lib/money/convert-from-usd";
import { ExchangeRatesQuery } from "../../lib/money/exchange-rates-query";
import { formatPrice } from "../../lib/money/format-price";
import { useLocale } from "../../lib/locale/use-locale";

/** An amount given in USD, shown in the visitor's currency and language (USD until rates load). */
export function Price({ amountUsd }: { amountUsd: number }) {
  const { i18n } = useTranslation();
  const { info } = useLocale();
  const { data } = useQuery(ExchangeRatesQuery);
  const { amount, currency } = convertFromUsd(
    amountUsd,
    data?.exchangeRates,
    info?.currentCurrency.code ?? "USD",
  );
  return <span>{formatPrice(amount, currency, i18n.language)}</span>;
}

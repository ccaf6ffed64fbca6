import { useQuery } from "@apollo/client/react";
import { Money } from "@travel/design-system";
import { toDecimalString } from "@travel/schema/money";
import { useTranslation } from "../../lib/i18n";
import { convertFromUsd } from "../../lib/money/convert-from-usd";
import { ExchangeRatesQuery } from "../../lib/money/exchange-rates-query";
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
  // The money module converts and rounds; the design system's Money only writes the amount.
  return (
    <Money
      value={{ decimal: toDecimalString(amount, currency), currency }}
      locale={i18n.language}
    />
  );
}

import { useQuery } from "@apollo/client/react";
import { Money as MoneyText } from "@travel/design-system";
import { toDecimalString } from "@travel/schema/money";
import { useTranslation } from "../../lib/i18n";
import { convertForDisplay } from "../../lib/money/convert-from-usd";
import { ExchangeRatesQuery } from "../../lib/money/exchange-rates-query";
import { useLocale } from "../../lib/locale/use-locale";

/**
 * An amount in a currency, shown in the traveller's chosen currency (through USD with the
 * site's rates), in USD when that currency has no rate, or in its own currency when it cannot be
 * converted. The money module converts and rounds; the design system's Money writes it.
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
  return (
    <MoneyText
      value={{ decimal: toDecimalString(shown.amount, shown.currency), currency: shown.currency }}
      locale={i18n.language}
    />
  );
}

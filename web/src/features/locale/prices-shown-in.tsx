import { useTranslation } from "../../lib/i18n";
import { currencyNameIn } from "../../lib/locale/currency-name";
import { useLocale } from "../../lib/locale/use-locale";

/** "Prices shown in Euro (EUR)": the currency every price on the page is in, named in its language. */
export function PricesShownIn() {
  const { t, i18n } = useTranslation();
  const { info } = useLocale();
  if (!info) return null;
  const { code, name } = info.currentCurrency;
  const currency = `${currencyNameIn(i18n.language, code, name)} (${code})`;
  return <>{t("footer.pricesShownIn", { currency })}</>;
}

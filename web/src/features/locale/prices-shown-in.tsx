import { useTranslation } from "../../lib/i18n";
import { useLocale } from "../../lib/locale/use-locale";

/** "Prices shown in Euro (EUR)": the currency every price on the page is in. */
export function PricesShownIn() {
  const { t } = useTranslation();
  const { info } = useLocale();
  if (!info) return null;
  const { code, name } = info.currentCurrency;
  return <>{t("footer.pricesShownIn", { currency: `${name} (${code})` })}</>;
}

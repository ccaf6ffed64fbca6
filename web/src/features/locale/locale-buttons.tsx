import { Button, HStack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { currencySymbol } from "../../lib/money/currency-symbol";
import { useLocalePickers } from "./locale-pickers-context";
import { useLocale } from "../../lib/locale/use-locale";

/** Header buttons showing the current language and currency (code and symbol); each opens its picker. */
export function LocaleButtons() {
  const { t, i18n } = useTranslation();
  const { info } = useLocale();
  const { openLanguagePicker, openCurrencyPicker } = useLocalePickers();
  if (!info) return null;
  const language = info.currentLanguage.name;
  const { code } = info.currentCurrency;
  const symbol = currencySymbol(code, i18n.language);
  const currency = symbol === code ? code : `${code} ${symbol}`;

  return (
    <HStack gap="1">
      <Button
        variant="ghost"
        size="sm"
        onClick={openLanguagePicker}
        aria-label={t("locale.languageButton", { language })}
      >
        {language}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={openCurrencyPicker}
        aria-label={t("locale.currencyButton", { currency })}
      >
        {currency}
      </Button>
    </HStack>
  );
}

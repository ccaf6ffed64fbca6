import { Button, HStack } from "@chakra-ui/react";
import { useTranslation } from "../../lib/i18n";
import { useLocalePickers } from "./locale-pickers-context";
import { useLocale } from "../../lib/locale/use-locale";

/** Header buttons showing the current language and currency (code and symbol); each opens its picker. */
export function LocaleButtons() {
  const { t } = useTranslation();
  const { info } = useLocale();
  const { openLanguagePicker, openCurrencyPicker } = useLocalePickers();
  if (!info) return null;
  const language = info.currentLanguage.name;
  // the symbol comes with the currency (the gateway's `Currency.symbol`): working it out here
  // would build the page's first number format, tens of milliseconds on a phone
  const { code, symbol } = info.currentCurrency;
  const currency = symbol === code ? code : `${code} ${symbol}`;

  return (
    <HStack gap="1">
      <PickerButton
        shown={language}
        label={t("locale.languageButton", { language })}
        onClick={openLanguagePicker}
      />
      <PickerButton
        shown={currency}
        label={t("locale.currencyButton", { currency })}
        onClick={openCurrencyPicker}
      />
    </HStack>
  );
}

/** A button showing the current language or currency; its name says what it changes. */
function PickerButton({
  shown,
  label,
  onClick,
}: {
  shown: string;
  label: string;
  onClick: () => void;
}) {
  return (
    <Button variant="ghost" size="sm" onClick={onClick} aria-label={label}>
      {shown}
    </Button>
  );
}

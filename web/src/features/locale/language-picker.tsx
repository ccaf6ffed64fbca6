import { Text } from "@chakra-ui/react";
import { ChoiceList } from "@travel/design-system";
import { useTranslation } from "../../lib/i18n";
import { PickerDialog } from "./picker-dialog";
import { useLocale } from "../../lib/locale/use-locale";

/** Dialog listing the languages on offer; choosing one switches the site's texts at once. */
export function LanguagePicker({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { info, error, chooseLanguage } = useLocale();
  const languages = info?.languages ?? [];

  return (
    <PickerDialog open={open} onClose={onClose} title={t("locale.chooseLanguage")}>
      {error && !info ? <Text role="alert">{t("locale.listUnavailable")}</Text> : null}
      <ChoiceList
        choices={languages.map((language) => ({
          value: language.code,
          label: language.name,
          lang: language.code,
        }))}
        current={info?.currentLanguage.code}
        onChoose={(choice) => {
          const language = languages.find((l) => l.code === choice.value);
          if (language) chooseLanguage(language);
          onClose();
        }}
      />
    </PickerDialog>
  );
}

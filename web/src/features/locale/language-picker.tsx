import { Button, Dialog, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { PickerDialog } from "./picker-dialog";
import { useLocale } from "../../lib/locale/use-locale";

/** Dialog listing the languages on offer; choosing one switches the site's texts at once. */
export function LanguagePicker({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { info, error, chooseLanguage } = useLocale();

  return (
    <PickerDialog open={open} onClose={onClose} title={t("locale.chooseLanguage")}>
      <Dialog.Body>
        {error && !info ? <Text role="alert">{t("locale.listUnavailable")}</Text> : null}
        <Stack as="ul" listStyleType="none" gap="2" m="0" p="0">
          {info?.languages.map((language) => {
            const current = language.code === info.currentLanguage.code;
            return (
              <li key={language.code}>
                <Button
                  width="full"
                  justifyContent="flex-start"
                  variant={current ? "solid" : "outline"}
                  aria-pressed={current}
                  lang={language.code}
                  onClick={() => {
                    chooseLanguage(language);
                    onClose();
                  }}
                >
                  {language.name}
                </Button>
              </li>
            );
          })}
        </Stack>
      </Dialog.Body>
    </PickerDialog>
  );
}

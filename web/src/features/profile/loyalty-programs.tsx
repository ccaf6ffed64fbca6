import { Box, Button, CloseButton, Fieldset, HStack, Stack } from "@chakra-ui/react";
import { FormField, useTranslateFormError } from "@travel/design-system";
import { FieldArray, useFormikContext } from "formik";
import { MAX_LOYALTY_PROGRAMS } from "@travel/schema/validation";
import { useTranslation } from "../../lib/i18n";

interface LoyaltyProgramsProps {
  programs: readonly { programName: string; memberNumber: string }[];
  /** The list's own error (too many programmes), untranslated; null when none. */
  listError: string | null;
  onChange: () => void;
}

/** The traveller form's loyalty programme memberships: up to five, each name and number. */
export function LoyaltyPrograms({ programs, listError, onChange }: LoyaltyProgramsProps) {
  const { t } = useTranslation();
  const translate = useTranslateFormError();
  const { submitCount, touched } = useFormikContext<{ loyaltyPrograms: unknown }>();
  // after a submit every message shows (nested loyalty fields included)
  const shownError =
    listError !== null && (submitCount > 0 || Boolean(touched.loyaltyPrograms))
      ? translate(listError, "loyaltyPrograms")
      : null;
  return (
    <Fieldset.Root invalid={Boolean(shownError)}>
      <Fieldset.Legend fontWeight="semibold">{t("travelers.loyalty")}</Fieldset.Legend>
      <Fieldset.HelperText>{t("travelers.loyaltyHint")}</Fieldset.HelperText>
      <FieldArray name="loyaltyPrograms">
        {(array) => (
          <Fieldset.Content>
            {programs.map((_, index) => {
              const base = `loyaltyPrograms[${index}]`;
              return (
                <HStack key={index} align="flex-start" gap="2">
                  <Stack direction={{ base: "column", sm: "row" }} gap="2" flex="1">
                    {(["programName", "memberNumber"] as const).map((part) => (
                      <FormField
                        key={part}
                        name={`${base}.${part}`}
                        label={`${t(`travelers.${part}`)} ${index + 1}`}
                        onValueChange={onChange}
                        inputProps={{ autoComplete: "off" }}
                      />
                    ))}
                  </Stack>
                  <CloseButton
                    mt="7"
                    size="sm"
                    aria-label={t("travelers.removeLoyalty", { index: index + 1 })}
                    onClick={() => array.remove(index)}
                  />
                </HStack>
              );
            })}
            {programs.length < MAX_LOYALTY_PROGRAMS ? (
              <Box>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => array.push({ programName: "", memberNumber: "" })}
                >
                  {t("travelers.addLoyalty")}
                </Button>
              </Box>
            ) : null}
          </Fieldset.Content>
        )}
      </FieldArray>
      <Fieldset.ErrorText>{shownError}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

import { useId } from "react";
import { HStack, Input, NativeSelect } from "@chakra-ui/react";
import { FormField } from "@travel/design-system";
import { keepPhoneDigits, PHONE_MAX_LENGTH } from "@travel/schema/validation";
import { useFormikContext } from "formik";
import { useTranslation } from "react-i18next";
import type { ProfileQuery as ProfileData } from "../../__generated__/graphql";
import type { ProfileFormValues } from "./profile-section";

type Country = ProfileData["countries"][number];

/**
 * The profile's mobile phone: the country whose dialling code it uses (several share +1) and the
 * number; a message of either shows under both.
 */
export function PhoneField({
  dialling,
  onValueChange,
}: {
  /** The countries that have a dialling code. */
  dialling: readonly Country[];
  onValueChange: () => void;
}) {
  const { t } = useTranslation();
  // its own id: the field's id (and label) belong to the number input
  const countryCodeId = useId();
  const { values, setFieldValue } = useFormikContext<ProfileFormValues>();
  return (
    <FormField name="phoneNumber" alsoErrorsOf={["phoneCountryCode"]} label={t("profile.phone")}>
      {(field) => (
        <HStack width="full" align="stretch">
          <NativeSelect.Root width={{ base: "36", sm: "56" }} flexShrink="0">
            <NativeSelect.Field
              id={countryCodeId}
              aria-label={t("profile.countryCode")}
              value={values.phoneCountryId}
              onChange={(e) => {
                const country = dialling.find((c) => c.id === e.target.value);
                onValueChange();
                void setFieldValue("phoneCountryId", e.target.value);
                void setFieldValue("phoneCountryCode", country?.dialCode ?? "");
              }}
            >
              {dialling.map((country) => (
                <option key={country.id} value={country.id}>
                  {`${country.flag ?? ""} ${country.name} (${country.dialCode ?? ""})`.trim()}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Input
            name="phoneNumber"
            aria-label={t("profile.phone")}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={PHONE_MAX_LENGTH}
            value={field.value}
            onChange={(e) => {
              field.onChange(keepPhoneDigits(e.target.value));
              onValueChange();
            }}
          />
        </HStack>
      )}
    </FormField>
  );
}

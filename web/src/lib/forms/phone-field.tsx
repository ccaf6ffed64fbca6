import { useId } from "react";
import { HStack, Input, NativeSelect, type ConditionalValue } from "@chakra-ui/react";
import { FormField } from "@travel/design-system";
import { keepPhoneDigits, PHONE_MAX_LENGTH } from "@travel/schema/validation";
import { useFormikContext } from "formik";

/** A country offered for the phone's dialling code. */
export interface DiallingCountry {
  id: string;
  name: string;
  flag?: string | null;
  dialCode?: string | null;
}

/** The form values the phone field reads and writes. */
export interface PhoneFormValues {
  phoneNumber: string;
  phoneCountryId: string;
  phoneCountryCode: string;
}

interface PhoneFieldProps {
  /** The countries that have a dialling code. */
  dialling: readonly DiallingCountry[];
  /** The field's label, which names the number input. */
  label: string;
  /** The accessible name of the country-code picker. */
  countryCodeLabel: string;
  /** Called after either part changes (e.g. to clear a saved message). */
  onValueChange?: () => void;
  /** Width of the country-code picker. */
  pickerWidth?: ConditionalValue<string>;
}

/**
 * A mobile phone (spec §2 "cell phone (country-code picker plus number)", §5 digits only, max
 * 15): the country whose dialling code it uses (several share +1) and the number; a message of
 * either shows under both. The label is for the number input: the picker has an id of its own
 * (two controls sharing the field's id left the label pointing at the picker).
 */
export function PhoneField({
  dialling,
  label,
  countryCodeLabel,
  onValueChange,
  pickerWidth = { base: "36", sm: "56" },
}: PhoneFieldProps) {
  const countryCodeId = useId();
  const { values, setFieldValue } = useFormikContext<PhoneFormValues>();
  return (
    <FormField name="phoneNumber" alsoErrorsOf={["phoneCountryCode"]} label={label}>
      {(field) => (
        <HStack width="full" align="stretch">
          <NativeSelect.Root width={pickerWidth} flexShrink="0">
            <NativeSelect.Field
              id={countryCodeId}
              aria-label={countryCodeLabel}
              value={values.phoneCountryId}
              onChange={(e) => {
                const country = dialling.find((c) => c.id === e.target.value);
                onValueChange?.();
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
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={PHONE_MAX_LENGTH}
            value={field.value}
            onChange={(e) => {
              field.onChange(keepPhoneDigits(e.target.value));
              onValueChange?.();
            }}
          />
        </HStack>
      )}
    </FormField>
  );
}

import { useId } from "react";
import { HStack, Input, NativeSelect } from "@chakra-ui/react";
import { useFormikContext } from "formik";
import { FormField } from "../form-field";
import type { PhoneFieldProps, PhoneFormValues } from "./types";

/**
 * A mobile phone in a Formik form: the country whose dialling code it uses (several share +1,
 * so the country is kept, `phoneCountryId`, with its code, `phoneCountryCode`) and the number
 * (`phoneNumber`, kept as `parse` returns it); a message of either shows under both. The label
 * is for the number input: the picker has an id of its own and its own accessible name.
 */
export function PhoneField({
  dialling,
  label,
  countryCodeLabel,
  maxLength,
  parse,
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
            maxLength={maxLength}
            value={field.value}
            onChange={(e) => {
              field.onChange(parse(e.target.value));
              onValueChange?.();
            }}
          />
        </HStack>
      )}
    </FormField>
  );
}

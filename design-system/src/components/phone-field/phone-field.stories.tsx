import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { Form, Formik } from "formik";
import { FormErrors } from "../form-field";
import { PhoneField } from "./phone-field";
import type { DiallingCountry, PhoneFormValues } from "./types";

const meta: Meta<typeof PhoneField> = { title: "Components/PhoneField", component: PhoneField };
export default meta;

const dialling: DiallingCountry[] = [
  { id: "US", name: "United States", flag: "🇺🇸", dialCode: "+1" },
  { id: "CA", name: "Canada", flag: "🇨🇦", dialCode: "+1" },
  { id: "ES", name: "España", flag: "🇪🇸", dialCode: "+34" },
];

const digits = (typed: string) => typed.replace(/\D/g, "").slice(0, 15);

/** A Formik form holding one phone field; `error` shows a message under it as after a submit. */
function PhoneForm({
  values,
  error,
  label = "Cell phone",
  countryCodeLabel = "Country code",
}: {
  values: PhoneFormValues;
  error?: string;
  label?: string;
  countryCodeLabel?: string;
}) {
  return (
    <Formik
      initialValues={values}
      initialTouched={error ? { phoneNumber: true } : {}}
      initialErrors={error ? { phoneNumber: error } : {}}
      onSubmit={() => undefined}
    >
      <Form noValidate>
        <FormErrors translate={(message) => message}>
          <Box maxW="lg">
            <PhoneField
              dialling={dialling}
              label={label}
              countryCodeLabel={countryCodeLabel}
              maxLength={15}
              parse={digits}
            />
          </Box>
        </FormErrors>
      </Form>
    </Formik>
  );
}

export const Filled: StoryObj<typeof PhoneField> = {
  name: "Filled",
  render: () => (
    <PhoneForm values={{ phoneNumber: "5550100", phoneCountryId: "CA", phoneCountryCode: "+1" }} />
  ),
};

export const InvalidSpanish: StoryObj<typeof PhoneField> = {
  name: "Invalid, in Spanish",
  render: () => (
    <PhoneForm
      values={{ phoneNumber: "", phoneCountryId: "ES", phoneCountryCode: "+34" }}
      label="Teléfono móvil"
      countryCodeLabel="Código de país"
      error="Introduce tu número de teléfono."
    />
  ),
};

import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button, Stack } from "@chakra-ui/react";
import { Form, Formik } from "formik";
import { FormMessage } from "../form-message";
import { FormErrors } from "./form-errors";
import { FormField } from "./form-field";

const meta: Meta = { title: "Components/FormField" };
export default meta;

interface Values {
  firstName: string;
  title: string;
  email: string;
}

const messages: Record<string, string> = {
  required: "Please fill this in.",
  email: "Please enter an email address such as name@example.com.",
};

const validate = (values: Values) => ({
  ...(values.firstName ? {} : { firstName: "required" }),
  ...(values.title ? {} : { title: "required" }),
  ...(values.email.includes("@") ? {} : { email: "email" }),
});

/** A Formik form of three fields; `showErrors` submits it once so the errors show. */
function TravellerForm({
  initialValues,
  showErrors,
}: {
  initialValues: Values;
  showErrors: boolean;
}) {
  return (
    <Formik
      initialValues={initialValues}
      initialTouched={showErrors ? { firstName: true, title: true, email: true } : {}}
      initialErrors={showErrors ? validate(initialValues) : {}}
      validate={validate}
      onSubmit={() => undefined}
    >
      {({ submitCount, isValid }) => (
        <Form noValidate>
          <FormErrors translate={(message) => messages[message] ?? message}>
            <Stack gap="4" maxW="md">
              {submitCount > 0 && isValid ? (
                <FormMessage status="success">Saved.</FormMessage>
              ) : null}
              <FormField
                name="firstName"
                label="First name"
                helperText="As in your passport"
                touchOnBlur
              />
              <FormField
                name="title"
                label="Title"
                emptyOption="Select a title"
                options={[
                  { value: "MS", label: "Ms" },
                  { value: "MR", label: "Mr" },
                ]}
                touchOnBlur
              />
              <FormField
                name="email"
                label="Email"
                inputProps={{ type: "email", autoComplete: "email" }}
                touchOnBlur
              />
              <Button type="submit" colorPalette="brand" alignSelf="start">
                Save
              </Button>
            </Stack>
          </FormErrors>
        </Form>
      )}
    </Formik>
  );
}

export const WithoutError: StoryObj = {
  name: "Without error",
  render: () => (
    <TravellerForm
      initialValues={{ firstName: "Ana", title: "MS", email: "ana@example.com" }}
      showErrors={false}
    />
  ),
};

export const WithError: StoryObj = {
  name: "With error",
  render: () => (
    <TravellerForm initialValues={{ firstName: "", title: "", email: "ana" }} showErrors />
  ),
};

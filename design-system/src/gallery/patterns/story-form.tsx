import type { ReactNode } from "react";
import { Button, HStack, Separator, Stack, Text } from "@chakra-ui/react";
import { Form, Formik, type FormikErrors, type FormikTouched } from "formik";
import { FormErrors, FormField } from "../../components/form-field";
import { PasswordInput, type PasswordInputProps } from "../../components/password-input";

/** The state a gallery form is shown in. */
export type FormState = "empty" | "errors" | "submitting" | "filled";

/**
 * A Formik form in a given state, for the gallery: "errors" shows every field's error as after a
 * failed submit (the errors given), the others none. The web's dialogs do the same with their
 * own schema; here the messages are written out.
 */
export function StoryForm<V extends object>({
  values,
  errors,
  state,
  children,
}: {
  values: V;
  errors: FormikErrors<V>;
  state: FormState;
  children: ReactNode;
}) {
  const showErrors = state === "errors";
  return (
    <Formik
      initialValues={values}
      initialErrors={showErrors ? errors : {}}
      initialTouched={
        showErrors
          ? (Object.fromEntries(
              Object.keys(errors).map((name) => [name, true]),
            ) as FormikTouched<V>)
          : undefined
      }
      onSubmit={() => undefined}
    >
      <Form noValidate>
        <FormErrors translate={(message) => message}>
          <Stack gap="4">{children}</Stack>
        </FormErrors>
      </Form>
    </Formik>
  );
}

/** "or", then the social sign-in buttons, as the account dialogs show them. */
export function SocialChoices({ google, facebook }: { google: string; facebook: string }) {
  return (
    <Stack gap="2">
      <HStack>
        <Separator flex="1" />
        <Text flexShrink="0" color="fg.muted" textStyle="sm">
          or
        </Text>
        <Separator flex="1" />
      </HStack>
      <Button variant="outline" width="full">
        {google}
      </Button>
      <Button variant="outline" width="full">
        {facebook}
      </Button>
    </Stack>
  );
}

/** The email field of a gallery form (`email`), labelled `label`. */
export function EmailField({ label }: { label: string }) {
  return (
    <FormField name="email" label={label} inputProps={{ type: "email", autoComplete: "email" }} />
  );
}

/**
 * A password field of a gallery form: its label, then the password input with its show/hide
 * toggle, 13 characters at most as in the web app. `autoComplete` goes to the input
 * (`current-password` unless given).
 */
export function PasswordField({
  name,
  label,
  ...inputProps
}: { name: string; label: string } & Pick<PasswordInputProps, "autoComplete">) {
  return (
    <FormField name={name} label={label}>
      {(field) => (
        <PasswordInput
          name={field.name}
          {...inputProps}
          value={field.value}
          onChange={(e) => field.onChange(e.target.value)}
          maxLength={13}
          showLabel="Show password"
          hideLabel="Hide password"
        />
      )}
    </FormField>
  );
}

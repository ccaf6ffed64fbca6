import type { ReactNode } from "react";
import { Button, Stack, type ButtonProps, type StackProps } from "@chakra-ui/react";
import { FormErrors } from "@travel/design-system";
import { Form, Formik, type FormikHelpers, type FormikProps, type FormikValues } from "formik";
import { useTranslation } from "../i18n";
import { translateMessage } from "../i18n/translate-message";

export interface SubmitFormProps<Values extends FormikValues> {
  initialValues: Values;
  /** The rules of `@travel/schema/validation` the values are checked against. */
  validationSchema: unknown;
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => void | Promise<unknown>;
  /** Also check on each change (default true); the profile's forms check only on submit. */
  validateOnChange?: boolean;
  /** How a message under a field is written (default: `translateMessage`). */
  translate?: (message: string) => string;
  /** The id of the heading that names the form. */
  labelledBy?: string;
  /** The submit button's words, also while it is busy. */
  submitLabel: string;
  /** The submit button's width or alignment. */
  submitProps?: Omit<ButtonProps, "type" | "loading" | "loadingText" | "children">;
  /** The fields; a function receives Formik's state (values, setFieldValue…). */
  children: ReactNode | ((formik: FormikProps<Values>) => ReactNode);
  /** What follows the submit button (a message of the last submit). */
  after?: ReactNode;
  /** The column's widest (a long form on a wide screen). */
  maxW?: StackProps["maxW"];
}

/**
 * A form of the app: Formik with the shared rules, the fields' messages in the visitor's
 * language, the fields in a column and the submit button (busy while submitting). Messages
 * appear on submit, not on blur: one appearing on blur moves the button under the pointer
 * between press and release, and the click is lost.
 */
export function SubmitForm<Values extends FormikValues>({
  translate,
  labelledBy,
  submitLabel,
  submitProps,
  children,
  after,
  maxW,
  ...formik
}: SubmitFormProps<Values>) {
  const { t } = useTranslation();
  return (
    <Formik {...formik} validateOnBlur={false}>
      {(state) => (
        <Form noValidate aria-labelledby={labelledBy}>
          <FormErrors translate={translate ?? ((message) => translateMessage(t, message))}>
            <Stack gap="4" maxW={maxW}>
              {typeof children === "function" ? children(state) : children}
              <Button
                type="submit"
                loading={state.isSubmitting}
                loadingText={submitLabel}
                {...submitProps}
              >
                {submitLabel}
              </Button>
              {after}
            </Stack>
          </FormErrors>
        </Form>
      )}
    </Formik>
  );
}

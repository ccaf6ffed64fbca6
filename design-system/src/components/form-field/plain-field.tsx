import type { ReactNode } from "react";
import { Field, type FieldRootProps } from "@chakra-ui/react";

export interface PlainFieldProps extends Omit<FieldRootProps, "children"> {
  /** The label; it names the control (Chakra's `Field` gives both their ids). */
  label: ReactNode;
  /** Smaller text under the control, its accessible description. */
  helperText?: ReactNode;
  /** The error under the control; the field is invalid (`aria-invalid`) while there is one. */
  errorText?: ReactNode;
  /** When an error shows, keep the helper text under it too (default: the error replaces it). */
  keepHelperText?: boolean;
  /** The control: an `Input`, a `NativeSelect`, a combobox of its own… */
  children: ReactNode;
}

/**
 * One field outside a Formik form (a search box, a read-only link, a filter): its label, the
 * control given as `children`, helper text and error, associated the way Chakra's `Field` does
 * it. A field of a Formik form is a `FormField`, which is this plus the form's value and error.
 */
export function PlainField({
  label,
  helperText,
  errorText,
  keepHelperText = false,
  children,
  invalid,
  ...root
}: PlainFieldProps) {
  const hasError =
    errorText !== undefined && errorText !== null && errorText !== false && errorText !== "";
  const showHelper =
    helperText !== undefined &&
    helperText !== null &&
    helperText !== "" &&
    (!hasError || keepHelperText);
  return (
    <Field.Root invalid={invalid ?? hasError} {...root}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {showHelper ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {hasError ? <Field.ErrorText>{errorText}</Field.ErrorText> : null}
    </Field.Root>
  );
}

import type { ReactNode } from "react";
import { Field, Input, NativeSelect } from "@chakra-ui/react";
import { getIn, useFormikContext } from "formik";
import { useTranslateFormError } from "./form-errors";
import type { FormFieldControl, FormFieldProps } from "./types";

/**
 * One field of a Formik form: its label, control, helper text and error, associated the way
 * Chakra's `Field` does it (the label names the control; the control is `aria-invalid` and
 * described by the error when there is one). The error is Formik's for `name`, shown once the
 * field is touched or the form submitted, in the words of the nearest `FormErrors`.
 *
 * The control is a text input (`inputProps` for its attributes), a native select (`options`),
 * or anything else from the `children` function, which gets the value and the change handler.
 */
export function FormField({
  name,
  label,
  helperText,
  inputProps,
  parse,
  onValueChange,
  touchOnBlur = false,
  options,
  emptyOption,
  errorText,
  alsoErrorsOf = [],
  children,
  ...root
}: FormFieldProps) {
  const formik = useFormikContext<Record<string, unknown>>();
  const translate = useTranslateFormError();
  const failed = [name, ...alsoErrorsOf].find((field) => {
    const message: unknown = getIn(formik.errors, field);
    const shown = Boolean(getIn(formik.touched, field)) || formik.submitCount > 0;
    return shown && typeof message === "string" && message !== "";
  });
  const error: ReactNode =
    errorText !== undefined
      ? errorText
      : failed !== undefined
        ? translate(getIn(formik.errors, failed) as string, failed)
        : null;
  const invalid = error !== null && error !== false && error !== "";
  const raw: unknown = getIn(formik.values, name);
  const control: FormFieldControl = {
    name,
    value: raw === undefined || raw === null ? "" : String(raw),
    invalid,
    onChange: (value) => {
      const next = parse ? parse(value) : value;
      void formik.setFieldValue(name, next);
      onValueChange?.(next);
    },
    onBlur: () => {
      if (touchOnBlur) void formik.setFieldTouched(name, true);
    },
  };

  return (
    <Field.Root invalid={invalid} {...root}>
      {label !== null && label !== undefined ? (
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
      ) : null}
      {children ? (
        children(control)
      ) : options ? (
        <NativeSelect.Root>
          <NativeSelect.Field
            name={name}
            value={control.value}
            onChange={(e) => control.onChange(e.target.value)}
            onBlur={control.onBlur}
          >
            {emptyOption !== undefined ? <option value="">{emptyOption}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : (
        <Input
          name={name}
          value={control.value}
          onChange={(e) => control.onChange(e.target.value)}
          onBlur={control.onBlur}
          {...inputProps}
        />
      )}
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

import { useState } from "react";
import { Field } from "@chakra-ui/react";
import { DateField } from "./date-field";
import type { DateFieldProps } from "./types";

/** A labelled date field keeping its own value, for the gallery. */
export function StoryDateField({
  label,
  helperText,
  error,
  initial = "",
  ...props
}: Omit<DateFieldProps, "value" | "onValueChange"> & {
  label: string;
  helperText?: string;
  error?: string;
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <Field.Root invalid={Boolean(error)} maxW="sm" pb={props.defaultOpen ? "22rem" : undefined}>
      <Field.Label>{label}</Field.Label>
      <DateField value={value} onValueChange={setValue} invalid={Boolean(error)} {...props} />
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

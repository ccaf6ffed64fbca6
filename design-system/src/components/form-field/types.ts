import type { ReactNode } from "react";
import type { FieldRootProps, InputProps } from "@chakra-ui/react";

/** What a custom control of a `FormField` gets. */
export interface FormFieldControl {
  name: string;
  /** The field's value in the form, as text. */
  value: string;
  invalid: boolean;
  /** Sets the value (through `parse`), then calls `onValueChange`. */
  onChange: (value: string) => void;
  /** Marks the field touched when `touchOnBlur`. */
  onBlur: () => void;
}

export interface FormFieldOption {
  value: string;
  label: string;
}

export interface FormFieldProps extends Omit<FieldRootProps, "children" | "onChange" | "onBlur"> {
  /** The Formik field (a path: `loyaltyPrograms[0].memberNumber`). */
  name: string;
  /** The label; null when the control labels itself (a checkbox with its own label). */
  label: ReactNode;
  helperText?: ReactNode;
  /** Attributes of the text input (`type`, `autoComplete`, `min`…). */
  inputProps?: Omit<InputProps, "name" | "value" | "onChange">;
  /** Cleans what is typed before it is stored (trim characters, upper case…). */
  parse?: (value: string) => string;
  /** Called with the stored value after each change (clear a form-level message…). */
  onValueChange?: (value: string) => void;
  /** Leaving the field marks it touched (its error then shows before a submit). Default false. */
  touchOnBlur?: boolean;
  /** A native select of these options instead of a text input. */
  options?: readonly FormFieldOption[];
  /** The select's first, empty option ("Select a title"). */
  emptyOption?: string;
  /** Other fields whose error this field shows after its own (a phone number's country code). */
  alsoErrorsOf?: readonly string[];
  /** The error to show instead of Formik's (null: none). */
  errorText?: ReactNode;
  /** A control of its own (a password input, a phone number with its country code…). */
  children?: (control: FormFieldControl) => ReactNode;
}

export { FormField } from "./form-field";
export { FormErrors, useTranslateFormError, type TranslateFormError } from "./form-errors";
export type { FormFieldControl, FormFieldOption, FormFieldProps } from "./types";
export { PlainField, type PlainFieldProps } from "./plain-field";

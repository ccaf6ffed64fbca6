export { PhoneField } from "./phone-field";
export type { DiallingCountry, PhoneFieldProps, PhoneFormValues } from "./types";

import type { ConditionalValue } from "@chakra-ui/react";

/** A country offered for the phone's dialling code. */
export interface DiallingCountry {
  id: string;
  name: string;
  flag?: string | null;
  dialCode?: string | null;
}

/** The Formik values the phone field reads and writes. */
export interface PhoneFormValues {
  phoneNumber: string;
  phoneCountryId: string;
  phoneCountryCode: string;
}

export interface PhoneFieldProps {
  /** The countries that have a dialling code. */
  dialling: readonly DiallingCountry[];
  /** The field's label, which names the number input. */
  label: string;
  /** The accessible name of the country-code picker. */
  countryCodeLabel: string;
  /** The most characters of the number. */
  maxLength: number;
  /** What is kept of what was typed or pasted (the digits, at most `maxLength`). */
  parse: (typed: string) => string;
  /** Called after either part changes (e.g. to clear a saved message). */
  onValueChange?: () => void;
  /** Width of the country-code picker. */
  pickerWidth?: ConditionalValue<string>;
}

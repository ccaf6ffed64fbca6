import type { InputProps } from "@chakra-ui/react";

/** The words of a date field (English by default: `defaultDateFieldText`). */
export interface DateFieldText {
  /** The calendar button's name and the calendar dialog's name: "Choose date". */
  chooseDate: string;
  /** The calendar button's name when a date is set: "Change date, December 25, 2026". */
  changeDate: (date: string) => string;
  previousMonth: string;
  nextMonth: string;
  /** Letters of the typed pattern's parts: "dd", "mm", "yyyy" ("dd", "mm", "aaaa" in Spanish). */
  day: string;
  month: string;
  year: string;
  /** The name of a day that cannot be chosen: "December 2, 2026, not available". */
  unavailableDay: (date: string) => string;
}

export interface DateFieldProps {
  /**
   * The day, ISO `YYYY-MM-DD`; "" for none; any other text is what was typed and is not a day
   * (shown as it is, for the form's rules to refuse).
   */
  value: string;
  /** Called on each change: the ISO day when the text is a real day, "" when empty, else the text. */
  onValueChange: (value: string) => void;
  /** Leaving the text input. */
  onBlur?: () => void;
  /** The first and last days that can be chosen, ISO. */
  min?: string;
  max?: string;
  /** The language of the month and day names and of the typed order (BCP 47). Default en-US. */
  locale?: string;
  /** The first day of the week, 0 Sunday (the default, spec §9) to 6 Saturday. */
  startOfWeek?: number;
  /** The input's `name`. */
  name?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** The words shown and announced; English where not given. */
  text?: Partial<DateFieldText>;
  /** Opens the calendar at first render (a gallery story). */
  defaultOpen?: boolean;
  /** Other attributes of the text input. */
  inputProps?: Omit<InputProps, "name" | "value" | "onChange" | "onBlur" | "type">;
}

/** What the lazily loaded calendar gets. */
export interface DateCalendarProps {
  /** The chosen day (ISO) or null. */
  value: string | null;
  min?: string;
  max?: string;
  locale: string;
  startOfWeek: number;
  text: DateFieldText;
  /** A day was chosen (ISO). */
  onSelect: (value: string) => void;
}

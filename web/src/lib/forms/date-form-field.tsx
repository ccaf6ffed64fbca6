import { DateField, FormField, type DateFieldText } from "@travel/design-system";
import type { ReactNode } from "react";
import { useTranslation } from "../i18n";

interface DateFormFieldProps {
  /** The Formik field: an ISO day `YYYY-MM-DD`, "" or the text typed when it is not a day. */
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  /** An error to show instead of Formik's (a refusal of the server's about this field). */
  errorText?: ReactNode;
  /** The first and last days that can be chosen, ISO. */
  min?: string;
  max?: string;
  /** The first day of the week: the site's (0 Sunday, the spec §9 default). */
  startOfWeek?: number;
  touchOnBlur?: boolean;
  onValueChange?: (value: string) => void;
}

/** The date field's words in the visitor's language. */
export function useDateFieldText(): DateFieldText {
  const { t } = useTranslation();
  return {
    chooseDate: t("dateField.chooseDate"),
    changeDate: (date) => t("dateField.changeDate", { date }),
    previousMonth: t("dateField.previousMonth"),
    nextMonth: t("dateField.nextMonth"),
    day: t("dateField.day"),
    month: t("dateField.month"),
    year: t("dateField.year"),
    unavailableDay: (date) => t("dateField.unavailable", { date }),
  };
}

/**
 * A Formik date field: the design system's `DateField` (typed days in the visitor's language,
 * a calendar whose weeks start on Sunday, spec §9) in a `FormField` (label, helper, error).
 */
export function DateFormField({ min, max, startOfWeek = 0, ...field }: DateFormFieldProps) {
  const { i18n } = useTranslation();
  const text = useDateFieldText();
  return (
    <FormField {...field}>
      {(control) => (
        <DateField
          name={control.name}
          value={control.value}
          invalid={control.invalid}
          onValueChange={control.onChange}
          onBlur={control.onBlur}
          min={min}
          max={max}
          locale={i18n.language}
          startOfWeek={startOfWeek}
          text={text}
        />
      )}
    </FormField>
  );
}

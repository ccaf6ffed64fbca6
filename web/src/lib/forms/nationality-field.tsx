import type { ReactNode } from "react";
import { filterNationalitiesByPrefix } from "@travel/schema/validation";
import { SearchSelect, useTranslateFormError } from "@travel/design-system";
import { getIn, useFormikContext } from "formik";
import { useTranslation } from "../i18n";

export interface NationalityOption {
  id: string;
  name: string;
}

interface NationalityFieldProps {
  nationalities: readonly NationalityOption[];
  /** Id of the chosen nationality, or "". */
  value: string;
  onChange: (id: string) => void;
  /** The field's label (default: the sign-up dialog's "Nationality"). */
  label?: string;
  /** A message under the field, marking it invalid; null or absent when none. */
  errorText?: ReactNode;
}

/**
 * The nationality search dropdown (spec §2, §5): typing filters the list to names that start
 * with the text, case-insensitively; choosing an entry (click, or arrows and Enter) selects it.
 * The design system's `SearchSelect` with the product's prefix rule and texts.
 */
export function NationalityField({
  nationalities,
  value,
  onChange,
  label,
  errorText,
}: NationalityFieldProps) {
  const { t } = useTranslation();
  return (
    <SearchSelect
      label={label ?? t("signUp.nationality")}
      options={nationalities}
      value={value}
      onChange={onChange}
      filter={filterNationalitiesByPrefix}
      noMatchText={(query) => t("signUp.noNationality", { query })}
      helperText={t("signUp.nationalityHint")}
      errorText={errorText}
    />
  );
}

/**
 * The nationality field of a Formik form: its value, change and error (shown once touched or
 * submitted, in the words of the nearest `FormErrors`) are the form's field `name`.
 */
export function NationalityFormField({
  name,
  onValueChange,
  ...props
}: Omit<NationalityFieldProps, "value" | "onChange" | "errorText"> & {
  name: string;
  onValueChange?: (id: string) => void;
}) {
  const formik = useFormikContext<Record<string, unknown>>();
  const translate = useTranslateFormError();
  const message: unknown = getIn(formik.errors, name);
  const shown = Boolean(getIn(formik.touched, name)) || formik.submitCount > 0;
  const value: unknown = getIn(formik.values, name);
  return (
    <NationalityField
      {...props}
      value={typeof value === "string" ? value : ""}
      onChange={(id) => {
        void formik.setFieldValue(name, id);
        onValueChange?.(id);
      }}
      errorText={shown && typeof message === "string" && message ? translate(message, name) : null}
    />
  );
}

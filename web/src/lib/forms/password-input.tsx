import {
  FormField,
  PasswordInput as PasswordField,
  type PasswordInputProps,
} from "@travel/design-system";
import { PASSWORD_MAX_LENGTH } from "@travel/schema/validation";
import { useTranslation } from "../i18n";

/** A password input (at most 13 characters, spec §9) with a show/hide toggle. */
export function PasswordInput(
  props: Omit<PasswordInputProps, "type" | "maxLength" | "showLabel" | "hideLabel">,
) {
  const { t } = useTranslation();
  return (
    <PasswordField
      {...props}
      maxLength={PASSWORD_MAX_LENGTH}
      showLabel={t("auth.showPassword")}
      hideLabel={t("auth.hidePassword")}
    />
  );
}

/** A Formik password field of the app's forms: label, message, the input with its toggle. */
export function PasswordFormField({
  name,
  label,
  autoComplete,
}: {
  name: string;
  label: string;
  /** "new-password" where one is chosen; the browser's guess by default. */
  autoComplete?: string;
}) {
  return (
    <FormField name={name} label={label}>
      {(field) => (
        <PasswordInput
          name={field.name}
          autoComplete={autoComplete}
          value={field.value}
          onChange={(e) => field.onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}

/** A new password and its confirmation: the `password` and `confirmPassword` fields of a form. */
export function NewPasswordFields({ labels }: { labels: { password: string; confirm: string } }) {
  return (
    <>
      <PasswordFormField name="password" label={labels.password} autoComplete="new-password" />
      <PasswordFormField
        name="confirmPassword"
        label={labels.confirm}
        autoComplete="new-password"
      />
    </>
  );
}
